import { withAuth } from "@/lib/api/with-auth";
import { ZGetPatchResponse } from "@/lib/bugs/bugs-api.types";
import { getPatch } from "@/lib/patches/get-patch";

export const GET = withAuth(
  { capability: "project:read", params: ["patchId"], response: ZGetPatchResponse },
  async ({ params, access }) => ({
    patch: await getPatch({ projectId: access.project.id, patchId: params.patchId }),
  }),
);
