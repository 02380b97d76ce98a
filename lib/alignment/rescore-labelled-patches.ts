import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import type { TRescoreAlignment } from "./schemas";

/**
 * Re-scores a campaign's labelled patches (those with a recorded consensus) with one judge
 * configuration version: a new run through lib/judge's startJudgeRun, filtered to those patches
 * and linked to the campaign. Rubric references take each bug's rubric as it is now, so a lead
 * can re-score after editing rubrics and compare in the alignment view. A campaign or configuration
 * of another project is unknown here (404).
 */
export async function rescoreLabelledPatches(options: {
  projectId: string;
  actorId: string | null;
  input: TRescoreAlignment;
}) {
  const { projectId, actorId, input } = options;
  const campaign = await prisma.campaign.findFirst({
    where: { id: input.campaignId, projectId },
    select: { id: true, phase: true },
  });
  if (!campaign) throw new AppError("NOT_FOUND", "campaignId: no such campaign in this project.");
  const config = await prisma.judgeConfig.findFirst({
    where: { id: input.configId, projectId },
    select: { id: true },
  });
  if (!config)
    throw new AppError("NOT_FOUND", "configId: no such judge configuration in this project.");
  if (campaign.phase === "labelling")
    throw new AppError(
      "CONFLICT",
      "campaignId: this campaign is still labelling; re-score once its reveal opens.",
    );
  const labelled = await prisma.consensus.findMany({
    where: { campaignId: campaign.id },
    select: { patch: { select: { externalId: true } } },
  });
  if (labelled.length === 0)
    throw new AppError("CONFLICT", "campaignId: this campaign has no consensus label yet.");
  return startJudgeRun({
    projectId,
    actorId,
    input: {
      configId: input.configId,
      campaignId: campaign.id,
      filter: { kind: "patches", patchIds: labelled.map((c) => c.patch.externalId) },
      concurrency: input.concurrency,
    },
  });
}
