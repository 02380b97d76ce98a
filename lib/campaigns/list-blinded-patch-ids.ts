import { prisma } from "@/lib/db/client";
import { buildLabellingFilter } from "./build-labelling-filter";

/**
 * Patches this user is still labelling in some campaign of the project (see
 * buildLabellingFilter): nobody else's labels, justifications, consensus or judge output on
 * them may reach the user. Lists drop them and count them; single-item routes answer 403; every
 * aggregate over labels or judge results (agreement, themes, alignment, policy, research,
 * rubric repair and bench) is computed without them, so its counts read as if they did not exist.
 * `userId` null (the CLI, an operator's tool): nobody's, the empty set. `among` narrows the
 * question to a few patches (a single-item check).
 */
export async function listBlindedPatchIds(options: {
  projectId: string;
  userId: string | null;
  among?: readonly string[];
}): Promise<Set<string>> {
  const { projectId, userId, among } = options;
  if (userId === null) return new Set();
  const rows = await prisma.campaignPatch.findMany({
    where: {
      campaign: buildLabellingFilter({ projectId, userId }),
      ...(among ? { patchId: { in: [...among] } } : {}),
    },
    select: { patchId: true },
  });
  return new Set(rows.map((r) => r.patchId));
}
