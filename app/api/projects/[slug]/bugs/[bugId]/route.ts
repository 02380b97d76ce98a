import { withAuth } from "@/lib/api/with-auth";
import { getBug } from "@/lib/bugs/get-bug";

export const GET = withAuth<{ slug: string; bugId: string }, true>({ capability: "project:read" }, async ({ params, access }) => ({
  bug: await getBug({ projectId: access.project.id, externalId: params.bugId }),
}));
