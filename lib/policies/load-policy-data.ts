import { mark, prisma, sql } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { codeCampaignLabels } from "@/lib/agreement/code-campaign-labels";
import { loadCampaignLabels } from "@/lib/agreement/load-campaign-labels";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import type { TJudgeLabel } from "@/lib/judge/schemas";
import type { TSuccessCriterion } from "./schemas";
import type { TPolicyData } from "./types";

type TRunPatch = { label: TJudgeLabel; confidence: number };

type TResultRow = {
  patchId: string;
  label: string;
  confidence: number | null;
  score: number | null;
};

/**
 * Per patch of a run: the majority label of its samples and their mean confidence (NaN without
 * one). A run imported with scores and no confidences (an external judge, e.g. SE-Jury's 0–100)
 * is ranked by its scores instead: percentile decisions and the PR curve only need an order.
 * The rows (one per sample; 100,000 for a large run) are read with the raw driver, past
 * Prisma's per-row pipeline, in the order of the same SELECT Prisma would send.
 */
async function loadRunPatches(options: { runId: string; hidden: ReadonlySet<string> }) {
  const found = await sql.query<TResultRow>({
    sql: `SELECT "patchId", "label", "confidence", "score" FROM "JudgeResult" WHERE "runId" = ${mark(1)}`,
    args: [options.runId],
  });
  let byScore = found.length > 0;
  let anyScore = false;
  for (const r of found) {
    if (r.confidence !== null) byScore = false;
    if (r.score !== null) anyScore = true;
  }
  byScore &&= anyScore;
  // Samples of one patch: VALID votes, all votes, the confidence sum and how many had one.
  const samples = new Map<string, { valid: number; votes: number; sum: number; defined: number }>();
  for (const r of found) {
    if (options.hidden.size > 0 && options.hidden.has(r.patchId)) continue;
    const confidence = byScore ? r.score : r.confidence;
    let s = samples.get(r.patchId);
    if (!s) samples.set(r.patchId, (s = { valid: 0, votes: 0, sum: 0, defined: 0 }));
    s.votes += 1;
    if (r.label === "VALID") s.valid += 1;
    if (confidence !== null) {
      s.sum += confidence;
      s.defined += 1;
    }
  }
  const out = new Map<string, TRunPatch>();
  for (const [patchId, s] of samples)
    out.set(patchId, {
      // majorityVote's rule: VALID only when most samples say so (a tie is INVALID).
      label: s.valid > s.votes - s.valid ? "VALID" : "INVALID",
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
  if (criterion === "tests") {
    const out = new Map<string, boolean>();
    for (const p of options.patches) if (p.passesTests !== null) out.set(p.id, p.passesTests);
    return out;
  }
  if (criterion === "author") {
    const out = new Map<string, boolean>();
    for (const p of options.patches)
      if (p.authorLabel === "VALID" || p.authorLabel === "INVALID")
        out.set(p.id, p.authorLabel === "VALID");
    return out;
  }
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
}): Promise<{
  data: TPolicyData;
  /** The patch id of each entry of `data` (its order). */
  patchIds: string[];
  judged: number;
  withoutOutcome: number;
}> {
  const { projectId, runId, hidden } = options;
  const judged = await loadRunPatches({ runId, hidden });
  const bugs = await sql.query<{
    id: string;
    bugId: string;
    passesTests: boolean | number | null;
    authorLabel: string | null;
  }>({
    sql: `SELECT p."id", p."bugId", p."passesTests", p."authorLabel" FROM "Patch" p WHERE p."projectId" = ${mark(1)} AND EXISTS (SELECT 1 FROM "JudgeResult" r WHERE r."patchId" = p."id" AND r."runId" = ${mark(2)})`,
    args: [projectId, runId],
  });
  const bugOf = new Map<string, string>();
  for (const p of bugs) {
    // 0/1 on SQLite, a boolean on PostgreSQL.
    if (p.passesTests !== null) p.passesTests = Boolean(p.passesTests);
    bugOf.set(p.id, p.bugId);
  }
  const outcomes = await loadOutcomes({
    ...options,
    patches: bugs as { id: string; passesTests: boolean | null; authorLabel: string | null }[],
  });
  const bugIndex = new Map<string, number>();
  const patchBug = new Int32Array(judged.size);
  const success = new Uint8Array(judged.size);
  const valid = new Uint8Array(judged.size);
  const confidence = new Float64Array(judged.size);
  const patchIds: string[] = [];
  let size = 0;
  for (const [patchId, p] of judged) {
    const outcome = outcomes.get(patchId);
    const bugId = bugOf.get(patchId);
    if (outcome === undefined || bugId === undefined) continue;
    let bug = bugIndex.get(bugId);
    if (bug === undefined) bugIndex.set(bugId, (bug = bugIndex.size));
    patchBug[size] = bug;
    success[size] = outcome ? 1 : 0;
    valid[size] = p.label === "VALID" ? 1 : 0;
    confidence[size] = p.confidence;
    patchIds.push(patchId);
    size += 1;
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
      patchBug: patchBug.slice(0, size),
      success: success.slice(0, size),
      valid: valid.slice(0, size),
      confidence: confidence.slice(0, size),
      bugScore,
    },
    patchIds,
    judged: judged.size,
    withoutOutcome: judged.size - size,
  };
}
