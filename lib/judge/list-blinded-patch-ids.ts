import { prisma } from "@/lib/db/client";

/**
 * Patches whose judge output this user must not see: every patch of a campaign still in
 * its labelling phase where the user is in the rater pool or holds an assignment. (A pool
 * member can be handed any of the campaign's patches when the lead rebalances.)
 */
export async function listBlindedPatchIds(options: { projectId: string; userId: string }): Promise<Set<string>> {
  const { projectId, userId } = options;
  const rows = await prisma.campaignPatch.findMany({
    where: {
      campaign: {
        projectId,
        phase: "labelling",
        OR: [{ raters: { some: { userId, role: "rater" } } }, { assignments: { some: { raterId: userId } } }],
      },
    },
    select: { patchId: true },
  });
  return new Set(rows.map((r) => r.patchId));
}
