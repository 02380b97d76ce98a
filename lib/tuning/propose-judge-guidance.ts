import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { collectGuidanceEvidence } from "./collect-guidance-evidence";
import { composeGuidanceProposal } from "./compose-guidance-proposal";
import type { TGuidanceProposalWire } from "./guidance-api.types";
import type { TProposeJudgeGuidance, TStoredGuidanceProposal } from "./schemas-guidance";
import { GUIDANCE_PROPOSAL_SELECT, toGuidanceProposalWire } from "./to-guidance-proposal-wire";

/**
 * Proposes additional instructions for a judge configuration (issue 34, instruction refinement):
 * the campaign's bugs are split first (collectGuidanceEvidence), the tuning part's disagreements
 * of the base run with the revealed consensus go to the LLM (composeGuidanceProposal, outside any
 * transaction), and the proposed lines are stored as a JudgeGuidanceProposal "proposed", with the
 * split and the evidence, for a lead to review (decideJudgeGuidance). Refused (422, no LLM call):
 * no tuning-part disagreement, no LLM provider configured.
 */
export async function proposeJudgeGuidance(options: {
  projectId: string;
  userId: string | null;
  input: TProposeJudgeGuidance;
}): Promise<TGuidanceProposalWire> {
  const { projectId, userId, input } = options;
  const evidence = await collectGuidanceEvidence({ projectId, userId, input });
  if (evidence.disagreements.length === 0)
    throw new AppError(
      "INVALID_INPUT",
      `The run agrees with the consensus of "${evidence.campaign.name}" on all ${evidence.compared} compared patches of the tuning part (${evidence.split.tuningBugIds.length} bugs, seed ${input.seed}): there is nothing to learn from.`,
    );
  if (!getLlmSettings().configured)
    throw new AppError(
      "INVALID_INPUT",
      "No LLM provider is configured (LLM_PROVIDER): instructions are proposed by the LLM.",
    );
  const composed = await composeGuidanceProposal({
    config: evidence.config,
    disagreements: evidence.disagreements,
  }).catch((err: unknown) => {
    // The provider's failure, said plainly (nothing is saved); code and details stay (retryable).
    if (!(err instanceof AppError)) throw err;
    throw new AppError(
      err.code,
      `The LLM provider failed while proposing instructions; nothing was saved. ${err.message}`,
      err.details,
    );
  });
  const stored: TStoredGuidanceProposal = {
    lines: composed.lines,
    disagreements: evidence.disagreements,
    compared: evidence.compared,
  };
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.judgeGuidanceProposal.create({
      data: {
        projectId,
        baseConfigId: evidence.config.id,
        campaignId: evidence.campaign.id,
        baseRunId: evidence.run.id,
        seed: input.seed,
        heldOutShare: input.heldOutShare,
        tuningBugIds: JSON.stringify(evidence.split.tuningBugIds),
        heldOutBugIds: JSON.stringify(evidence.split.heldOutBugIds),
        proposal: JSON.stringify(stored),
        llmCallId: composed.llmCallId,
        promptVersion: composed.promptVersion,
        createdById: userId,
      },
      select: GUIDANCE_PROPOSAL_SELECT,
    });
    await writeAudit({
      tx,
      actorId: userId,
      projectId,
      action: "judge.guidance.propose",
      entityType: "JudgeGuidanceProposal",
      entityId: created.id,
      after: {
        baseConfigId: evidence.config.id,
        campaignId: evidence.campaign.id,
        baseRunId: evidence.run.id,
        seed: input.seed,
        heldOutShare: input.heldOutShare,
        lines: composed.lines.length,
        disagreements: evidence.disagreements.map((d) => d.patchId),
      },
    });
    return created;
  });
  const [wire] = await toGuidanceProposalWire({ projectId, rows: [row], viewerId: userId });
  return wire!;
}
