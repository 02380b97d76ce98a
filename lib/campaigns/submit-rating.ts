import { writeAudit } from "@/lib/audit/write-audit";
import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import type { TRatingConflict } from "./campaigns-api.types";
import { lockCampaign } from "./lock-campaign";
import { normalizeChecklist, normalizeJustification } from "./normalize-rating-input";
import { formatStoredRating, STORED_RATING_SELECT } from "./format-stored-rating";
import { resolveRatingAnswer } from "./resolve-rating-answer";
import type { TCampaignPhase, TSubmitRating } from "./schemas";

const LABELS_FINAL = "Labels are final: the lead has opened the reveal phase.";

/**
 * Records or revises the rater's own label for one of their items. Labels can
 * change only while the campaign is labelling: once the reveal phase opens the
 * pre-discussion labels are final. Time on item accumulates over visits.
 * The phase is checked again inside the writing transaction with the campaign row shared-locked
 * (the reveal locks it for update), and the item's row is locked, so a revision racing the reveal
 * is either in before it or refused, and concurrent revisions add up their time.
 * Graded campaigns (`scale`, lib/scales) store the grade and dimension grades, and derive the label
 * from the grade (resolveRatingAnswer); the scale never changes after creation.
 * Optimistic concurrency: with `input.baseUpdatedAt` (the stored rating's `updatedAt` the form
 * started from, null for none) a save is refused (409, details ZRatingConflict with the rating
 * stored now) when a rating is stored whose `updatedAt` is another, so a second tab or a form
 * left open never overwrites a label saved since without the rater seeing it. The check runs on
 * the locked item, and every revision moves `updatedAt` forward (at least 1 ms), so of two saves
 * from one base exactly one wins. Without a base the save wins (last write wins, for scripts).
 */
export async function submitRating(options: {
  campaign: {
    id: string;
    projectId: string;
    phase: TCampaignPhase;
    allowUnsure: boolean;
    /** The stored scale (JSON) or null/absent for a binary campaign. */
    scale?: string | null;
  };
  raterId: string;
  assignmentId: string;
  input: TSubmitRating;
}) {
  const { campaign, raterId, assignmentId, input } = options;
  if (campaign.phase !== "labelling") throw new AppError("CONFLICT", LABELS_FINAL);
  const answer = resolveRatingAnswer({
    scale: parseRatingScale({ stored: campaign.scale ?? null }),
    allowUnsure: campaign.allowUnsure,
    input,
  });
  return prisma.$transaction(async (tx) => {
    const { phase } = await lockCampaign({ tx, campaignId: campaign.id, mode: "share" });
    if (phase !== "labelling") throw new AppError("CONFLICT", LABELS_FINAL);
    if (DB_PROVIDER === "postgresql")
      await tx.$queryRawUnsafe(
        `SELECT 1 FROM "Assignment" WHERE "id" = $1 AND "campaignId" = $2 FOR UPDATE`,
        assignmentId,
        campaign.id,
      );
    const assignment = await tx.assignment.findFirst({
      where: { id: assignmentId, campaignId: campaign.id, raterId },
      select: {
        id: true,
        patchId: true,
        rating: { select: { id: true, ...STORED_RATING_SELECT } },
      },
    });
    if (!assignment) throw notFound("Item");
    const before = assignment.rating;
    const base = input.baseUpdatedAt;
    if (base !== undefined && before && (base === null || Date.parse(base) !== +before.updatedAt)) {
      const stored = formatStoredRating({ rating: before });
      throw new AppError(
        "CONFLICT",
        "This rating was saved again (in another tab or window) since the version you started from; nothing was changed. details.current is the rating stored now: send yours again with its updatedAt as baseUpdatedAt to replace it.",
        {
          reason: "rating-changed",
          current: {
            label: stored.label,
            grade: stored.grade,
            dimensionGrades: stored.dimensionGrades,
            justification: stored.justification,
            checklist: stored.checklist,
            updatedAt: stored.updatedAt.toISOString(),
          },
        } satisfies TRatingConflict,
      );
    }
    const data = {
      label: answer.label,
      grade: answer.grade,
      dimensionGrades: answer.dimensionGrades && JSON.stringify(answer.dimensionGrades),
      justification: normalizeJustification(input.justification),
      checklist: JSON.stringify(normalizeChecklist(input.checklist)),
    };
    const select = { id: true, updatedAt: true, timeSpentMs: true } as const;
    // An increment, never a value read earlier: a revision committed meanwhile keeps its time.
    const rating = before
      ? await tx.rating.update({
          where: { id: before.id },
          data: {
            ...data,
            timeSpentMs:
              before.timeSpentMs === null ? input.timeSpentMs : { increment: input.timeSpentMs },
            // Later than the version revised, even within its millisecond: a base names one version.
            updatedAt: new Date(Math.max(Date.now(), +before.updatedAt + 1)),
          },
          select,
        })
      : await tx.rating.create({
          data: {
            ...data,
            timeSpentMs: input.timeSpentMs,
            campaignId: campaign.id,
            patchId: assignment.patchId,
            assignmentId,
            raterId,
            raterKey: raterId,
          },
          select,
        });
    if (!before)
      await tx.assignment.update({ where: { id: assignmentId }, data: { status: "done" } });
    await writeAudit({
      tx,
      actorId: raterId,
      projectId: campaign.projectId,
      action: before ? "rating.revise" : "rating.create",
      entityType: "Rating",
      entityId: rating.id,
      before: before && {
        label: before.label,
        ...(before.grade === null ? {} : { grade: before.grade }),
        justification: before.justification,
      },
      after: {
        label: data.label,
        ...(answer.grade === null ? {} : { grade: answer.grade }),
        ...(answer.dimensionGrades ? { dimensionGrades: answer.dimensionGrades } : {}),
        justification: data.justification,
      },
    });
    return {
      ratingId: rating.id,
      label: data.label,
      grade: answer.grade,
      dimensionGrades: answer.dimensionGrades,
      timeSpentMs: rating.timeSpentMs ?? input.timeSpentMs,
      updatedAt: rating.updatedAt,
    };
  });
}
