import { prisma } from "@/lib/db/client";
import type { TGuidanceProposalWire } from "./guidance-api.types";
import { ZGuidanceStatus, ZStoredGuidanceProposal } from "./schemas-guidance";

/** The columns toGuidanceProposalWire reads. */
export const GUIDANCE_PROPOSAL_SELECT = {
  id: true,
  status: true,
  baseRunId: true,
  seed: true,
  heldOutShare: true,
  tuningBugIds: true,
  heldOutBugIds: true,
  proposal: true,
  promptVersion: true,
  createdAt: true,
  createdById: true,
  reviewerId: true,
  reason: true,
  decidedAt: true,
  resultConfigId: true,
  baseConfig: { select: { id: true, name: true, version: true } },
  campaign: { select: { id: true, name: true } },
} as const;

type TRow = {
  id: string;
  status: string;
  baseRunId: string;
  seed: number;
  heldOutShare: number;
  tuningBugIds: string;
  heldOutBugIds: string;
  proposal: string;
  promptVersion: string;
  createdAt: Date;
  createdById: string | null;
  reviewerId: string | null;
  reason: string;
  decidedAt: Date | null;
  resultConfigId: string | null;
  baseConfig: { id: string; name: string; version: number };
  campaign: { id: string; name: string };
};

/** Stored proposals as the routes answer them, with the users' names and the result version (two reads). */
export async function toGuidanceProposalWire(options: {
  rows: readonly TRow[];
}): Promise<TGuidanceProposalWire[]> {
  const { rows } = options;
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.createdById, r.reviewerId]).filter((id) => id !== null)),
  ];
  const resultIds = rows.map((r) => r.resultConfigId).filter((id) => id !== null);
  const [users, results] = await Promise.all([
    userIds.length
      ? prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } })
      : [],
    resultIds.length
      ? prisma.judgeConfig.findMany({
          where: { id: { in: resultIds } },
          select: { id: true, name: true, version: true },
        })
      : [],
  ]);
  const user = new Map(users.map((u) => [u.id, u]));
  const result = new Map(results.map((c) => [c.id, c]));
  return rows.map((r) => {
    const stored = ZStoredGuidanceProposal.parse(JSON.parse(r.proposal));
    return {
      id: r.id,
      status: ZGuidanceStatus.parse(r.status),
      baseConfig: r.baseConfig,
      campaign: r.campaign,
      baseRunId: r.baseRunId,
      seed: r.seed,
      heldOutShare: r.heldOutShare,
      tuningBugIds: JSON.parse(r.tuningBugIds) as string[],
      heldOutBugIds: JSON.parse(r.heldOutBugIds) as string[],
      lines: stored.lines,
      acceptedLines: stored.accepted ?? null,
      disagreements: stored.disagreements,
      compared: stored.compared,
      promptVersion: r.promptVersion,
      createdAt: r.createdAt.toISOString(),
      createdBy: (r.createdById && user.get(r.createdById)) || null,
      reviewer: (r.reviewerId && user.get(r.reviewerId)) || null,
      reason: r.reason,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      resultConfig: (r.resultConfigId && result.get(r.resultConfigId)) || null,
    };
  });
}
