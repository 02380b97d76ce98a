import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import { checkCampaignPeople } from "./check-campaign-people";
import { planAssignments } from "./plan-assignments";
import type { TSetCampaignPeople } from "./schemas";
import { writeAssignmentPlan } from "./write-assignment-plan";

/**
 * Replaces the rater pool and adjudicators. Assignments are rebalanced with
 * the fewest moves: a removed rater's pending items go to others, a new rater
 * takes pending items from the busiest; finished ratings are never dropped.
 */
export async function setCampaignPeople(options: {
  campaign: { id: string; projectId: string; kind: string; phase: string; ratersPerPatch: number };
  actorId: string;
  input: TSetCampaignPeople;
}) {
  const { campaign, actorId, input } = options;
  if (campaign.phase === "closed") throw new AppError("CONFLICT", "The campaign is closed.");
  await checkCampaignPeople({
    projectId: campaign.projectId,
    raterIds: input.raterIds,
    adjudicatorIds: input.adjudicatorIds,
  });
  return prisma.$transaction(async (tx) => {
    const current = await tx.campaignRater.findMany({
      where: { campaignId: campaign.id },
      select: { userId: true, role: true },
    });
    const currentRaters = current.filter((c) => c.role === "rater").map((c) => c.userId);
    const ratersChanged =
      currentRaters.length !== input.raterIds.length ||
      currentRaters.some((u) => !input.raterIds.includes(u));
    if (ratersChanged && campaign.phase !== "labelling")
      throw new AppError(
        "CONFLICT",
        "raterIds: the rater pool is fixed once the reveal phase has opened.",
      );
    if (ratersChanged && campaign.kind === "external")
      throw new AppError(
        "INVALID_INPUT",
        "raterIds: this campaign holds imported ratings only; it has no assignments.",
      );
    let moved = { created: 0, removed: 0, warnings: [] as string[] };
    if (ratersChanged) {
      const [patches, existing] = await Promise.all([
        tx.campaignPatch.findMany({
          where: { campaignId: campaign.id },
          orderBy: { position: "asc" },
          select: { patchId: true },
        }),
        tx.assignment.findMany({
          where: { campaignId: campaign.id },
          select: { patchId: true, raterId: true, status: true },
        }),
      ]);
      const plan = planAssignments({
        patchIds: patches.map((p) => p.patchId),
        raterIds: input.raterIds,
        ratersPerPatch: campaign.ratersPerPatch,
        seed: campaign.id,
        existing: existing.map((e) => ({
          patchId: e.patchId,
          raterId: e.raterId,
          done: e.status === "done",
        })),
      });
      await writeAssignmentPlan({
        tx,
        campaignId: campaign.id,
        create: plan.create,
        remove: plan.remove,
      });
      moved = { created: plan.create.length, removed: plan.remove.length, warnings: plan.warnings };
    }
    await tx.campaignRater.deleteMany({ where: { campaignId: campaign.id } });
    const people = [
      ...input.raterIds.map((u) => [u, "rater"]),
      ...input.adjudicatorIds.map((u) => [u, "adjudicator"]),
    ];
    await insertRows({
      tx,
      table: "CampaignRater",
      columns: ["id", "campaignId", "userId", "role"],
      rows: people.map(([u, role]) => [randomUUID(), campaign.id, u!, role!]),
    });
    await writeAudit({
      tx,
      actorId,
      projectId: campaign.projectId,
      action: "campaign.people",
      entityType: "Campaign",
      entityId: campaign.id,
      before: {
        raters: currentRaters,
        adjudicators: current.filter((c) => c.role === "adjudicator").map((c) => c.userId),
      },
      after: { raters: input.raterIds, adjudicators: input.adjudicatorIds, ...moved },
    });
    return moved;
  }, BULK_TRANSACTION);
}
