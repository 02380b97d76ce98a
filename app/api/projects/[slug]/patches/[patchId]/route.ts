import { withAuth } from "@/lib/api/with-auth";
import { getPatch } from "@/lib/patches/get-patch";

export const GET = withAuth<{ slug: string; patchId: string }, true>({ capability: "project:read" }, async ({ params, access }) => ({
  patch: await getPatch({ projectId: access.project.id, patchId: params.patchId }),
}));
