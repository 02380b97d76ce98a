import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TJudgeLabel } from "@/lib/judge/schemas";
import { computePercentile } from "@/lib/policies/compute-percentile";
import type { TConsensusLabel, TReviewRule } from "./schemas";

/** A patch's judge samples in one run: their labels and mean confidence (NaN without one). */
export type TReviewRunPatch = { labels: readonly TJudgeLabel[]; confidence: number };
export type TReviewPick = { patchId: string; reason: string };

const fmt = (x: number) => x.toFixed(3);
const ordinal = (p: number) =>
  `${p}${p % 10 === 1 && p % 100 !== 11 ? "st" : p % 10 === 2 && p % 100 !== 12 ? "nd" : p % 10 === 3 && p % 100 !== 13 ? "rd" : "th"}`;

/**
 * Active review (issue 19): the patches of `order` a rule routes to people, each with the reason
 * a lead reads. low_confidence: a confidence strictly below the run's `percentile`-th percentile
 * (NumPy's linear interpolation over the patches with a confidence; none without any);
 * split_votes: samples that do not all agree; run_disagreement: the two runs' majority labels
 * differ (patches both judged); judge_human: the run's majority label differs from the consensus.
 * A tie of samples counts as INVALID, as everywhere. Pure.
 */
export function pickReviewPatches(options: {
  /** evidence_flags is read from the run's flags instead (load-review-selection). */
  rule: Exclude<TReviewRule, "evidence_flags">;
  order: readonly string[];
  run: ReadonlyMap<string, TReviewRunPatch>;
  runName: string;
  percentile?: number;
  other?: ReadonlyMap<string, TReviewRunPatch>;
  otherName?: string;
  consensus?: ReadonlyMap<string, TConsensusLabel>;
  consensusName?: string;
}): TReviewPick[] {
  const { rule, order, run, runName } = options;
  const label = (p: TReviewRunPatch | undefined) =>
    p ? majorityVote({ labels: p.labels })?.label : undefined;
  const picks: TReviewPick[] = [];
  if (rule === "low_confidence") {
    const p = options.percentile ?? 25;
    const sorted = Float64Array.from(
      [...run.values()].map((r) => r.confidence).filter((c) => Number.isFinite(c)),
    ).sort();
    const cutoff = computePercentile({ sorted, p });
    if (cutoff === null) return [];
    for (const id of order) {
      const c = run.get(id)?.confidence;
      if (c !== undefined && Number.isFinite(c) && c < cutoff)
        picks.push({
          patchId: id,
          reason: `confidence ${fmt(c)} is below the ${ordinal(p)} percentile (${fmt(cutoff)}) of ${runName}`,
        });
    }
    return picks;
  }
  for (const id of order) {
    const mine = run.get(id);
    if (!mine) continue;
    if (rule === "split_votes") {
      const vote = majorityVote({ labels: mine.labels });
      if (vote && vote.valid > 0 && vote.invalid > 0)
        picks.push({
          patchId: id,
          reason: `the samples of ${runName} split: ${vote.valid} VALID, ${vote.invalid} INVALID`,
        });
      continue;
    }
    const a = label(mine);
    const b =
      rule === "run_disagreement" ? label(options.other?.get(id)) : options.consensus?.get(id);
    if (a && b && a !== b)
      picks.push({
        patchId: id,
        reason:
          rule === "run_disagreement"
            ? `${runName} says ${a}, ${options.otherName ?? "the other run"} says ${b}`
            : `${runName} says ${a}, the consensus of ${options.consensusName ?? "the campaign"} is ${b}`,
      });
  }
  return picks;
}
