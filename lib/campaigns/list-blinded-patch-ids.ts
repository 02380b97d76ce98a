import { prisma } from "@/lib/db/client";
import { buildLabellingFilter } from "./build-labelling-filter";

/**
 * Patches this user is still labelling in some campaign of the project (see
 * buildLabellingFilter): nobody else's labels, justifications, consensus or judge output on
 * them may reach the user. Lists drop them and count them; single-item routes answer 403.
 * `among` narrows the question to a few patches (a single-item check).
 */
export async function listBlindedPatchIds(options: {
  projectId: string;
  userId: string;
  among?: readonly string[];
}): Promise<Set<string>> {
  const { projectId, userId, among } = options;
  const rows = await prisma.campaignPatch.findMany({
    where: {
      campaign: buildLabellingFilter({ projectId, userId }),
      ...(among ? { patchId: { in: [...among] } } : {}),
    },
    select: { patchId: true },
  });
  return new Set(rows.map((r) => r.patchId));
}
