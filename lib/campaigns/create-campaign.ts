import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import { checkCampaignPeople } from "./check-campaign-people";
import { planAssignments } from "./plan-assignments";
import type { TCreateCampaign } from "./schemas";
import { selectCampaignPatches } from "./select-campaign-patches";
import { writeAssignmentPlan } from "./write-assignment-plan";

/**
 * Creates a campaign with its patches, rater pool and balanced assignments
 * (every patch k distinct raters, loads within one) in one transaction.
 * A campaign with no patch selection ("none") only receives imported ratings.
 */
export async function createCampaign(options: {
  projectId: string;
  actorId: string;
  input: TCreateCampaign;
}) {
  const { projectId, actorId, input } = options;
  const external = input.selection.kind === "none";
  if (external && input.raterIds.length > 0)
    throw new AppError(
      "INVALID_INPUT",
      "raterIds: a campaign without patches has no one to assign; import its ratings instead.",
    );
  await checkCampaignPeople({
    projectId,
    raterIds: input.raterIds,
    adjudicatorIds: input.adjudicatorIds,
  });
  const { patchIds, reasons } = await selectCampaignPatches({
    projectId,
    selection: input.selection,
  });
  if (!external && patchIds.length === 0) {
    const hint =
      input.selection.kind === "golden"
        ? " No bug has a golden rubric yet: finish rubric reviews first, or choose all patches."
        : input.selection.kind === "review"
          ? " The rule routes no patch of that run to review."
          : input.selection.kind === "benchmark"
            ? " No bug has an agent sample whose reproduction test passed (with these tools and models)."
            : "";
    throw new AppError("INVALID_INPUT", `selection: no patch matches this selection.${hint}`);
  }
  if (!external && input.raterIds.length < input.ratersPerPatch) {
    throw new AppError(
      "INVALID_INPUT",
      `raterIds: ${input.ratersPerPatch} raters per patch needs at least ${input.ratersPerPatch} raters in the pool (got ${input.raterIds.length}).`,
    );
  }
  const id = randomUUID();
  const plan = planAssignments({
    patchIds,
    raterIds: input.raterIds,
    ratersPerPatch: input.ratersPerPatch,
    seed: id,
  });
  return prisma.$transaction(async (tx) => {
    const { raterIds, adjudicatorIds, selection, scale, ...fields } = input;
    await tx.campaign.create({
      data: {
        ...fields,
        id,
        projectId,
        createdById: actorId,
        selection: JSON.stringify(selection),
        scale: scale && JSON.stringify(scale),
        kind: external ? "external" : "assigned",
        phase: "labelling",
      },
    });
    await insertRows({
      tx,
      table: "CampaignPatch",
      columns: ["id", "campaignId", "patchId", "position", "reason"],
      rows: patchIds.map((p, i) => [randomUUID(), id, p, i, reasons?.get(p) ?? null]),
    });
    const people = [
      ...raterIds.map((u) => [u, "rater"]),
      ...adjudicatorIds.map((u) => [u, "adjudicator"]),
    ];
    await insertRows({
      tx,
      table: "CampaignRater",
      columns: ["id", "campaignId", "userId", "role"],
      rows: people.map(([u, role]) => [randomUUID(), id, u!, role!]),
    });
    await writeAssignmentPlan({ tx, campaignId: id, create: plan.create, remove: [] });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "campaign.create",
      entityType: "Campaign",
      entityId: id,
      after: {
        ...fields,
        selection,
        scale,
        raters: raterIds.length,
        adjudicators: adjudicatorIds.length,
        patches: patchIds.length,
        assignments: plan.create.length,
      },
    });
    return { id, patches: patchIds.length, assignments: plan.create.length, loads: plan.loads };
  }, BULK_TRANSACTION);
}
