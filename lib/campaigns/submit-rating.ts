import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import type { TCampaignPhase, TSubmitRating } from "./schemas";

/**
 * Records or revises the rater's own label for one of their items. Labels can
 * change only while the campaign is labelling: once the reveal phase opens the
 * pre-discussion labels are final. Time on item accumulates over visits.
 */
export async function submitRating(options: {
  campaign: { id: string; projectId: string; phase: TCampaignPhase; allowUnsure: boolean };
  raterId: string;
  assignmentId: string;
  input: TSubmitRating;
}) {
  const { campaign, raterId, assignmentId, input } = options;
  if (campaign.phase !== "labelling")
    throw new AppError("CONFLICT", "Labels are final: the lead has opened the reveal phase.");
  if (input.label === "UNSURE" && !campaign.allowUnsure)
    throw new AppError(
      "INVALID_INPUT",
      "label: UNSURE is not allowed in this campaign; choose VALID or INVALID.",
    );
  return prisma.$transaction(async (tx) => {
    const assignment = await tx.assignment.findFirst({
      where: { id: assignmentId, campaignId: campaign.id, raterId },
      select: {
        id: true,
        patchId: true,
        rating: { select: { id: true, label: true, justification: true, timeSpentMs: true } },
      },
    });
    if (!assignment) throw notFound("Item");
    const before = assignment.rating;
    const data = {
      label: input.label,
      justification: input.justification.trim(),
      checklist: JSON.stringify([...new Set(input.checklist)].sort((a, b) => a - b)),
      timeSpentMs: (before?.timeSpentMs ?? 0) + input.timeSpentMs,
    };
    const rating = before
      ? await tx.rating.update({
          where: { id: before.id },
          data,
          select: { id: true, updatedAt: true },
        })
      : await tx.rating.create({
          data: {
            ...data,
            campaignId: campaign.id,
            patchId: assignment.patchId,
            assignmentId,
            raterId,
            raterKey: raterId,
          },
          select: { id: true, updatedAt: true },
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
      before: before && { label: before.label, justification: before.justification },
      after: { label: data.label, justification: data.justification },
    });
    return {
      ratingId: rating.id,
      label: data.label,
      timeSpentMs: data.timeSpentMs,
      updatedAt: rating.updatedAt,
    };
  });
}
