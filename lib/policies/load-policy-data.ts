import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { codeCampaignLabels } from "@/lib/agreement/code-campaign-labels";
import { loadCampaignLabels } from "@/lib/agreement/load-campaign-labels";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TJudgeLabel } from "@/lib/judge/schemas";
import type { TSuccessCriterion } from "./schemas";
import type { TPolicyData } from "./types";

type TRunPatch = { label: TJudgeLabel; confidence: number };

/**
 * Per patch of a run: the majority label of its samples and their mean confidence (NaN without
 * one). A run imported with scores and no confidences (an external judge, e.g. SE-Jury's 0–100)
 * is ranked by its scores instead: percentile decisions and the PR curve only need an order.
 */
async function loadRunPatches(options: { runId: string; hidden: ReadonlySet<string> }) {
  const found = await prisma.judgeResult.findMany({
    where: { runId: options.runId },
    select: { patchId: true, label: true, confidence: true, score: true },
  });
  const byScore = found.every((r) => r.confidence === null) && found.some((r) => r.score !== null);
  const rows = byScore ? found.map((r) => ({ ...r, confidence: r.score })) : found;
  const samples = new Map<string, { labels: TJudgeLabel[]; sum: number; defined: number }>();
  for (const r of rows) {
    if (options.hidden.has(r.patchId)) continue;
    const s = samples.get(r.patchId) ?? { labels: [], sum: 0, defined: 0 };
    s.labels.push(r.label as TJudgeLabel);
    if (r.confidence !== null) {
      s.sum += r.confidence;
      s.defined += 1;
    }
    samples.set(r.patchId, s);
  }
  const out = new Map<string, TRunPatch>();
  for (const [patchId, s] of samples)
    out.set(patchId, {
      label: majorityVote({ labels: s.labels })!.label,
      confidence: s.defined === 0 ? Number.NaN : s.sum / s.defined,
    });
  return out;
}

/** Success per patch under the criterion: true, false, or absent (no outcome). */
async function loadOutcomes(options: {
  projectId: string;
  criterion: TSuccessCriterion;
  campaignId: string | null;
  referenceRunId: string | null;
  patches: readonly { id: string; passesTests: boolean | null; authorLabel: string | null }[];
  hidden: ReadonlySet<string>;
}): Promise<Map<string, boolean>> {
  const { projectId, criterion, hidden } = options;
  if (criterion === "tests")
    return new Map(
      options.patches.flatMap((p) => (p.passesTests === null ? [] : [[p.id, p.passesTests]])),
    );
  if (criterion === "author")
    return new Map(
      options.patches.flatMap((p) =>
        p.authorLabel === "VALID" || p.authorLabel === "INVALID"
          ? [[p.id, p.authorLabel === "VALID"]]
          : [],
      ),
    );
  if (criterion === "judge") {
    const run = await prisma.judgeRun.findFirst({
      where: { id: options.referenceRunId!, projectId },
      select: { id: true },
    });
    if (!run) throw new AppError("NOT_FOUND", "The reference judge run was not found.");
    const ref = await loadRunPatches({ runId: run.id, hidden });
    return new Map([...ref].map(([id, p]) => [id, p.label === "VALID"]));
  }
  if (!options.campaignId)
    throw new AppError("INVALID_INPUT", "The consensus criterion needs a campaign past labelling.");
  const labels = await loadCampaignLabels({ projectId, campaignId: options.campaignId, hidden });
  const coded = codeCampaignLabels({
    ratings: labels.ratings,
    adjudicated: labels.adjudicated,
    patches: labels.patches,
    missing: ["UNSURE"],
  });
  const consensus = deriveConsensus({ ratings: coded.ratings, adjudicated: coded.adjudicated });
  const out = new Map<string, boolean>();
  coded.items.forEach((patchId, i) => {
    const l = consensus.label[i]!;
    if (l < 0) return;
    const name = coded.labels[l];
    if (name === "VALID" || name === "INVALID") out.set(patchId, name === "VALID");
  });
  return out;
}

/**
 * One run's patches as TPolicyData under a success criterion: tests pass (the patch's flag),
 * consensus (the campaign's consensus label, adjudicated or derived; UNSURE and ties have no
 * outcome), judge (another run's majority label) or author (the imported author label). Patches without an outcome are left out and
 * counted; so are patches in `hidden` (those the viewer is still labelling). `bugScores` gives
 * each bug's abstention score (NaN where a bug has none).
 */
export async function loadPolicyData(options: {
  projectId: string;
  runId: string;
  criterion: TSuccessCriterion;
  campaignId: string | null;
  referenceRunId: string | null;
  hidden: ReadonlySet<string>;
  /** Abstention score per bug id (none: no abstention). */
  bugScores?: ReadonlyMap<string, number | null>;
}): Promise<{ data: TPolicyData; judged: number; withoutOutcome: number }> {
  const { projectId, runId, hidden } = options;
  const judged = await loadRunPatches({ runId, hidden });
  const bugs = await prisma.patch.findMany({
    where: { projectId, judgeResults: { some: { runId } } },
    select: { id: true, bugId: true, passesTests: true, authorLabel: true },
  });
  const outcomes = await loadOutcomes({ ...options, patches: bugs });
  const bugOf = new Map(bugs.map((p) => [p.id, p.bugId]));
  const bugIndex = new Map<string, number>();
  const rows: { bug: number; success: boolean; p: TRunPatch }[] = [];
  for (const [patchId, p] of judged) {
    const success = outcomes.get(patchId);
    const bugId = bugOf.get(patchId);
    if (success === undefined || bugId === undefined) continue;
    let bug = bugIndex.get(bugId);
    if (bug === undefined) bugIndex.set(bugId, (bug = bugIndex.size));
    rows.push({ bug, success, p });
  }
  const scores = options.bugScores;
  let bugScore: Float64Array | null = null;
  if (scores && scores.size > 0) {
    bugScore = new Float64Array(bugIndex.size).fill(Number.NaN);
    for (const [bugId, b] of bugIndex) bugScore[b] = scores.get(bugId) ?? Number.NaN;
  }
  return {
    data: {
      bugCount: bugIndex.size,
      patchBug: Int32Array.from(rows, (r) => r.bug),
      success: Uint8Array.from(rows, (r) => (r.success ? 1 : 0)),
      valid: Uint8Array.from(rows, (r) => (r.p.label === "VALID" ? 1 : 0)),
      confidence: Float64Array.from(rows, (r) => r.p.confidence),
      bugScore,
    },
    judged: judged.size,
    withoutOutcome: judged.size - rows.length,
  };
}
