import { writeAudit } from "@/lib/audit/write-audit";
import { prisma, type TTransaction } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import type { TGuidanceProposalWire } from "./guidance-api.types";
import type { TJudgeTuningOrigin } from "./schemas";
import {
  ZStoredGuidance,
  ZStoredGuidanceProposal,
  type TDecideJudgeGuidance,
} from "./schemas-guidance";
import { GUIDANCE_PROPOSAL_SELECT, toGuidanceProposalWire } from "./to-guidance-proposal-wire";

/** Claims the proposal for this decision: a conditional write, so only one decision ever wins. */
async function claim(options: {
  tx: TTransaction;
  projectId: string;
  proposalId: string;
  data: { status: "accepted" | "rejected"; reviewerId: string | null; reason: string };
}) {
  const { tx, projectId, proposalId, data } = options;
  const { count } = await tx.judgeGuidanceProposal.updateMany({
    where: { id: proposalId, projectId, status: "proposed" },
    data: { ...data, decidedAt: new Date() },
  });
  if (count === 0) {
    const now = await tx.judgeGuidanceProposal.findFirst({
      where: { id: proposalId, projectId },
      select: { status: true },
    });
    if (!now) throw notFound(`Guidance proposal ${proposalId}`);
    throw new AppError("CONFLICT", `This proposal was already ${now.status}.`);
  }
  return tx.judgeGuidanceProposal.findUniqueOrThrow({
    where: { id: proposalId },
    select: {
      ...GUIDANCE_PROPOSAL_SELECT,
      baseConfig: true,
      campaign: { select: { id: true, name: true } },
    },
  });
}

/**
 * A lead's decision on a guidance proposal, reviewed like a rubric repair. Accept: the (edited)
 * lines become a new version of the base configuration (same name, next version, everything else
 * copied; `guidance` = the base's own lines then these, `tuning` = the origin with method
 * "instructions"), with its audit row, in one transaction. Reject: the reason is kept. Only a
 * "proposed" proposal can be decided (a conditional write: a second decision is a 409).
 */
export async function decideJudgeGuidance(options: {
  projectId: string;
  proposalId: string;
  userId: string | null;
  input: TDecideJudgeGuidance;
}): Promise<TGuidanceProposalWire> {
  const { projectId, proposalId, userId, input } = options;
  const row = await prisma.$transaction(async (tx) => {
    if (input.decision === "reject") {
      const p = await claim({
        tx,
        projectId,
        proposalId,
        data: { status: "rejected", reviewerId: userId, reason: input.reason },
      });
      await writeAudit({
        tx,
        actorId: userId,
        projectId,
        action: "judge.guidance.reject",
        entityType: "JudgeGuidanceProposal",
        entityId: proposalId,
        before: { status: "proposed" },
        after: { status: "rejected", reason: input.reason },
      });
      return p;
    }
    const p = await claim({
      tx,
      projectId,
      proposalId,
      data: { status: "accepted", reviewerId: userId, reason: "" },
    });
    const base = p.baseConfig;
    const latest = await tx.judgeConfig.findFirst({
      where: { projectId, name: base.name },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    const inherited = base.guidance ? ZStoredGuidance.parse(JSON.parse(base.guidance)) : [];
    const tuning: TJudgeTuningOrigin = {
      method: "instructions",
      campaignId: p.campaign.id,
      baseConfigId: base.id,
      baseRunId: p.baseRunId,
      seed: p.seed,
      heldOutShare: p.heldOutShare,
      tuningBugIds: JSON.parse(p.tuningBugIds) as string[],
      heldOutBugIds: JSON.parse(p.heldOutBugIds) as string[],
    };
    const { id: _id, createdAt: _at, version: _v, ...copied } = base;
    const config = await tx.judgeConfig.create({
      data: {
        ...copied,
        version: (latest?.version ?? base.version) + 1,
        description: `Instructions refined from ${p.campaign.name} (seed ${p.seed})`,
        guidance: JSON.stringify([...inherited, ...input.lines]),
        tuning: JSON.stringify(tuning),
        createdById: userId,
      },
    });
    const proposal = JSON.stringify({
      ...ZStoredGuidanceProposal.parse(JSON.parse(p.proposal)),
      accepted: input.lines,
    });
    await tx.judgeGuidanceProposal.update({
      where: { id: proposalId },
      data: { resultConfigId: config.id, proposal },
    });
    await writeAudit({
      tx,
      actorId: userId,
      projectId,
      action: "judge.guidance.accept",
      entityType: "JudgeConfig",
      entityId: config.id,
      before: { proposalId, baseConfigId: base.id },
      after: config,
    });
    return {
      ...p,
      baseConfig: { id: base.id, name: base.name, version: base.version },
      resultConfigId: config.id,
      proposal,
    };
  });
  const [wire] = await toGuidanceProposalWire({ projectId, rows: [row], viewerId: userId });
  return wire!;
}
