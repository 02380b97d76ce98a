import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { TGuidanceProposalWire } from "./guidance-api.types";
import { GUIDANCE_PROPOSAL_SELECT, toGuidanceProposalWire } from "./to-guidance-proposal-wire";

/**
 * One guidance proposal of the project, with its lines, evidence, split and decision; the evidence
 * without the patches the viewer is still labelling (toGuidanceProposalWire; `viewerId` null:
 * the CLI, nothing hidden).
 */
export async function getJudgeGuidanceProposal(options: {
  projectId: string;
  proposalId: string;
  viewerId: string | null;
}): Promise<TGuidanceProposalWire> {
  const row = await prisma.judgeGuidanceProposal.findFirst({
    where: { id: options.proposalId, projectId: options.projectId },
    select: GUIDANCE_PROPOSAL_SELECT,
  });
  if (!row) throw notFound(`Guidance proposal ${options.proposalId}`);
  const [wire] = await toGuidanceProposalWire({
    projectId: options.projectId,
    rows: [row],
    viewerId: options.viewerId,
  });
  return wire!;
}
