import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { summarizeEffort } from "./summarize-effort";

/**
 * A project's effort report (paper 001 §8): the active time stored with rubric saves
 * (RubricVersion.activeMs), review decisions (RubricReview.activeMs) and ratings
 * (Rating.timeSpentMs), summarized per bug and per rater. Reads no label. Ratings on
 * patches the viewer is still labelling are left out (`viewerId` null: the CLI, none).
 */
export async function getEffortReport(options: { projectId: string; viewerId: string | null }) {
  const { projectId, viewerId } = options;
  const [versions, reviews, ratings, blinded] = await Promise.all([
    prisma.rubricVersion.findMany({
      where: { rubric: { bug: { projectId } }, kind: "edited", source: "human" },
      select: { activeMs: true, rubric: { select: { bug: { select: { externalId: true } } } } },
    }),
    prisma.rubricReview.findMany({
      where: { rubric: { bug: { projectId } } },
      select: { activeMs: true, rubric: { select: { bug: { select: { externalId: true } } } } },
    }),
    prisma.rating.findMany({
      where: { campaign: { projectId } },
      select: {
        patchId: true,
        raterKey: true,
        timeSpentMs: true,
        rater: { select: { name: true } },
        patch: { select: { bug: { select: { externalId: true } } } },
      },
    }),
    listBlindedPatchIds({ projectId, userId: viewerId }),
  ]);
  return summarizeEffort({
    edits: versions.map((v) => ({ bugId: v.rubric.bug.externalId, ms: v.activeMs })),
    reviews: reviews.map((r) => ({ bugId: r.rubric.bug.externalId, ms: r.activeMs })),
    ratings: ratings
      .filter((r) => !blinded.has(r.patchId))
      .map((r) => ({
        bugId: r.patch.bug.externalId,
        patchId: r.patchId,
        raterKey: r.raterKey,
        raterName: r.rater?.name ?? r.raterKey,
        ms: r.timeSpentMs,
      })),
  });
}
