import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { TSetSuccessCriterionResponse } from "./policies-api.types";
import type { TSetSuccessCriterion } from "./schemas";

/**
 * Sets the project's default success criterion for the policy page and CLI: tests, author label,
 * a campaign's consensus (the campaign must be this project's) or a judge run (this project's).
 * The project row and its audit row are written in one transaction.
 */
export async function setSuccessCriterion(options: {
  projectId: string;
  actorId: string | null;
  input: TSetSuccessCriterion;
}): Promise<TSetSuccessCriterionResponse> {
  const { projectId, actorId, input } = options;
  const successCampaignId =
    input.successCriterion === "consensus" ? (input.successCampaignId ?? null) : null;
  const successRunId = input.successCriterion === "judge" ? (input.successRunId ?? null) : null;
  if (
    successCampaignId &&
    !(await prisma.campaign.findFirst({ where: { id: successCampaignId, projectId } }))
  )
    throw new AppError("NOT_FOUND", "Campaign not found in this project.");
  if (
    successRunId &&
    !(await prisma.judgeRun.findFirst({ where: { id: successRunId, projectId } }))
  )
    throw new AppError("NOT_FOUND", "Judge run not found in this project.");
  const after = { successCriterion: input.successCriterion, successCampaignId, successRunId };
  return prisma.$transaction(async (tx) => {
    const before = await tx.project.findUniqueOrThrow({
      where: { id: projectId },
      select: { successCriterion: true, successCampaignId: true, successRunId: true },
    });
    await tx.project.update({ where: { id: projectId }, data: after });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "project.success-criterion",
      entityType: "Project",
      entityId: projectId,
      before,
      after,
    });
    return after;
  });
}
