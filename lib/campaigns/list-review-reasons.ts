import { prisma } from "@/lib/db/client";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";

export type TReviewReasons =
  | { visible: true; items: { patchId: string; bugId: string; reason: string }[] }
  | { visible: false; why: string };

/**
 * An active-review campaign's reasons (why the rule routed each patch), for its overview. They
 * can tell what a judge or another campaign said, so a viewer who rates in this campaign sees
 * them only after the reveal, and never for patches they still label elsewhere. Null for a
 * campaign without reasons.
 */
export async function listReviewReasons(options: {
  campaignId: string;
  projectId: string;
  phase: string;
  /** Null: the CLI, which rates nowhere. */
  viewerId: string | null;
}): Promise<TReviewReasons | null> {
  const { campaignId, projectId, phase, viewerId } = options;
  const rows = await prisma.campaignPatch.findMany({
    where: { campaignId, reason: { not: null } },
    orderBy: { position: "asc" },
    select: {
      patchId: true,
      reason: true,
      patch: { select: { externalId: true, bug: { select: { externalId: true } } } },
    },
  });
  if (rows.length === 0) return null;
  if (phase === "labelling" && viewerId !== null) {
    const rates = await prisma.campaignRater.findFirst({
      where: { campaignId, userId: viewerId, role: "rater" },
      select: { id: true },
    });
    if (rates)
      return {
        visible: false,
        why: "You rate in this campaign: the reasons show after the reveal, so they cannot sway your labels.",
      };
  }
  const blinded = await listBlindedPatchIds({ projectId, userId: viewerId });
  return {
    visible: true,
    items: rows
      .filter((r) => !blinded.has(r.patchId))
      .map((r) => ({
        patchId: r.patch.externalId,
        bugId: r.patch.bug.externalId,
        reason: r.reason!,
      })),
  };
}
