import { withAuth } from "@/lib/api/with-auth";
import { listBugs } from "@/lib/bugs/list-bugs";
import { ZListBugsQuery } from "@/lib/bugs/schemas";

export const GET = withAuth<{ slug: string }, true>({ capability: "project:read" }, async ({ req, access }) => {
  const query = ZListBugsQuery.parse(Object.fromEntries(req.nextUrl.searchParams));
  return listBugs({ projectId: access.project.id, query });
});
