import { AppError } from "@/lib/errors/app-error";

export type TCalibrationBin = {
  from: number;
  to: number;
  count: number;
  /** Mean score in the bin; null when empty. */
  meanScore: number | null;
  /** Observed share of successes in the bin; null when empty. */
  successShare: number | null;
};

/**
 * Reliability diagram data: scores in [0, 1] cut into `bins` equal bins ([0, 1/b), …, [1 − 1/b, 1],
 * 1 in the last), each with its count, mean score and observed success share. NaN scores are
 * left out; a score outside [0, 1] is refused.
 */
export function computeCalibrationBins(options: {
  score: ArrayLike<number>;
  positive: ArrayLike<number>;
  bins?: number;
}): TCalibrationBin[] {
  const { score, positive } = options;
  const bins = options.bins ?? 10;
  if (!Number.isInteger(bins) || bins < 1 || bins > 100)
    throw new AppError("INVALID_INPUT", `bins must be an integer in 1–100, got ${bins}.`);
  if (score.length !== positive.length)
    throw new AppError("INVALID_INPUT", "score and positive need one entry per item.");
  const count = new Int32Array(bins);
  const sum = new Float64Array(bins);
  const hits = new Int32Array(bins);
  for (let i = 0; i < score.length; i++) {
    const s = score[i]!;
    if (Number.isNaN(s)) continue;
    if (s < 0 || s > 1) throw new AppError("INVALID_INPUT", `Scores lie in 0–1, got ${s} at ${i}.`);
    const b = Math.min(bins - 1, Math.floor(s * bins));
    count[b]! += 1;
    sum[b]! += s;
    if (positive[i]) hits[b]! += 1;
  }
  return Array.from({ length: bins }, (_, b) => ({
    from: b / bins,
    to: (b + 1) / bins,
    count: count[b]!,
    meanScore: count[b] ? sum[b]! / count[b]! : null,
    successShare: count[b] ? hits[b]! / count[b]! : null,
  }));
}
