import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { findDisplayedRubric } from "./find-displayed-rubric";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import type { TCampaignPhase } from "./schemas";
import { formatStoredRating, STORED_RATING_SELECT } from "./format-stored-rating";

/**
 * One item of a rater's queue: the bug report, the golden rubric, the candidate
 * diff (no tool, model or patch id: raters are blind to provenance), the
 * ground-truth fix if the campaign shows it, and the rater's own rating.
 * Other raters' labels are included only once the reveal phase has opened, and
 * not while the rater is still labelling the same patch in another campaign
 * (`othersHidden`).
 */
export async function getRatingItem(options: {
  campaign: { id: string; projectId: string; phase: TCampaignPhase; showGroundTruth: boolean };
  raterId: string;
  assignmentId: string;
}) {
  const { campaign, raterId, assignmentId } = options;
  const queue = await prisma.assignment.findMany({
    where: { campaignId: campaign.id, raterId },
    orderBy: { position: "asc" },
    select: { id: true },
  });
  const index = queue.findIndex((q) => q.id === assignmentId);
  if (index < 0) throw notFound("Item");
  const a = await prisma.assignment.findUniqueOrThrow({
    where: { id: assignmentId },
    select: {
      status: true,
      patchId: true,
      patch: {
        select: {
          diff: true,
          bug: {
            select: {
              id: true,
              externalId: true,
              title: true,
              report: true,
              language: true,
              bugType: true,
              groundTruthPatch: true,
            },
          },
        },
      },
      rating: { select: STORED_RATING_SELECT },
    },
  });
  const { groundTruthPatch, id: bugId, ...bug } = a.patch.bug;
  const revealed = campaign.phase !== "labelling";
  const othersHidden =
    revealed &&
    (
      await listBlindedPatchIds({
        projectId: campaign.projectId,
        userId: raterId,
        among: [a.patchId],
      })
    ).size > 0;
  const others =
    revealed && !othersHidden
      ? await prisma.rating.findMany({
          where: { campaignId: campaign.id, patchId: a.patchId, NOT: { raterKey: raterId } },
          orderBy: { createdAt: "asc" },
          select: { label: true, grade: true, justification: true },
        })
      : [];
  return {
    assignmentId,
    phase: campaign.phase,
    n: index + 1,
    total: queue.length,
    status: a.status,
    previousId: queue[index - 1]?.id ?? null,
    nextId: queue[index + 1]?.id ?? null,
    bug,
    diff: a.patch.diff,
    groundTruth: campaign.showGroundTruth ? groundTruthPatch : null,
    rubric: await findDisplayedRubric({ bugId }),
    myRating: a.rating && formatStoredRating({ rating: a.rating }),
    othersHidden,
    others: others.map((o, i) => ({ rater: `Rater ${String.fromCharCode(65 + (i % 26))}`, ...o })),
  };
}
export type TRatingItem = Awaited<ReturnType<typeof getRatingItem>>;
