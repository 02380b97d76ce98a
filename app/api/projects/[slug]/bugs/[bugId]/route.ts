import { withAuth } from "@/lib/api/with-auth";
import { ZGetBugResponse } from "@/lib/bugs/bugs-api.types";
import { getBug } from "@/lib/bugs/get-bug";

export const GET = withAuth(
  { capability: "project:read", params: ["bugId"], response: ZGetBugResponse },
  async ({ params, access }) => ({
    bug: await getBug({ projectId: access.project.id, externalId: params.bugId }),
  }),
);
