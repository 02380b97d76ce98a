import { withAuth } from "@/lib/api/with-auth";
import { ZListBugsResponse } from "@/lib/bugs/bugs-api.types";
import { listBugs } from "@/lib/bugs/list-bugs";
import { ZListBugsQuery } from "@/lib/bugs/schemas";

export const GET = withAuth(
  { capability: "project:read", query: ZListBugsQuery, response: ZListBugsResponse },
  async ({ access, query }) => {
    return listBugs({ projectId: access.project.id, query });
  },
);
