import type { Prisma } from "@/lib/db/client";

/**
 * The campaigns in which `userId` is still labelling: those of the project in their labelling
 * phase where the user is in the rater pool or holds an assignment (a pool member can be handed
 * any of the campaign's patches when the lead rebalances). Every patch of such a campaign is
 * blind to that user everywhere: nobody else's label, justification, consensus or judge output on
 * it, in any campaign, route, page, export or aggregate, until the campaign's reveal.
 *
 * Pool membership counts even after the user's rater role was removed: the role may come back,
 * and they would then label with everyone's answers in mind.
 */
export function buildLabellingFilter(options: {
  projectId: string;
  userId: string;
}): Prisma.CampaignWhereInput {
  const { projectId, userId } = options;
  return {
    projectId,
    phase: "labelling",
    OR: [
      { raters: { some: { userId, role: "rater" } } },
      { assignments: { some: { raterId: userId } } },
    ],
  };
}
