import { prisma } from "@/lib/db/client";
import { findBlindedPatchRefs } from "./find-blinded-patch-refs";
import type { TGuidanceProposalWire } from "./guidance-api.types";
import {
  ZGuidanceStatus,
  ZStoredGuidanceProposal,
  type TGuidanceLine,
  type TStoredGuidanceProposal,
} from "./schemas-guidance";

/** What a line's rationale reads when it cites a disagreement hidden from the reader. */
export const HIDDEN_RATIONALE =
  "(Hidden: this line was drawn from a patch you are still labelling in a campaign.)";

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

/**
 * Stored proposals as the routes answer them, with the users' names and the result version. The
 * evidence is read for the READER: disagreements on patches `viewerId` is still labelling in some
 * campaign (each a consensus label and notes, raters' labels and justifications, the judge's
 * verdict) are left out and counted (`hidden`), whoever proposed it and whenever; a line citing
 * one loses that citation and its rationale (drawn from it). `viewerId` null (the CLI): none.
 */
export async function toGuidanceProposalWire(options: {
  projectId: string;
  rows: readonly TRow[];
  viewerId: string | null;
}): Promise<TGuidanceProposalWire[]> {
  const { projectId, rows, viewerId } = options;
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
  const stored = rows.map((r) => ZStoredGuidanceProposal.parse(JSON.parse(r.proposal)));
  const refs = stored.flatMap((s) => s.disagreements);
  const blinded = await findBlindedPatchRefs({ projectId, userId: viewerId, refs });
  let offset = 0;
  return rows.map((r, i) => {
    const visible = forReader({ stored: stored[i]!, blinded, offset });
    offset += stored[i]!.disagreements.length;
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
      lines: visible.lines,
      acceptedLines: stored[i]!.accepted ?? null,
      disagreements: visible.disagreements,
      hidden: stored[i]!.disagreements.length - visible.disagreements.length,
      compared: stored[i]!.compared,
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

/** One stored proposal without the disagreements at `blinded` (indexes from `offset` on). */
function forReader(options: {
  stored: TStoredGuidanceProposal;
  blinded: ReadonlySet<number>;
  offset: number;
}): { lines: TGuidanceLine[]; disagreements: TStoredGuidanceProposal["disagreements"] } {
  const { stored, blinded, offset } = options;
  const hiddenIds = [
    ...new Set(
      stored.disagreements.filter((_, j) => blinded.has(offset + j)).map((d) => d.patchId),
    ),
  ];
  if (hiddenIds.length === 0) return { lines: stored.lines, disagreements: stored.disagreements };
  const cites = (line: TGuidanceLine) =>
    hiddenIds.some((id) => line.patchIds.includes(id) || line.rationale.includes(id));
  return {
    disagreements: stored.disagreements.filter((_, j) => !blinded.has(offset + j)),
    lines: stored.lines.map((line) =>
      cites(line)
        ? {
            ...line,
            rationale: HIDDEN_RATIONALE,
            patchIds: line.patchIds.filter((id) => !hiddenIds.includes(id)),
          }
        : line,
    ),
  };
}
