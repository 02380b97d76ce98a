import { AppError } from "@/lib/errors/app-error";
import { computeBinaryMetrics, type TBinaryMetrics } from "./compute-binary-metrics";

export type TThresholdRow = TBinaryMetrics & {
  /** Items scoring at or above it are predicted positive. */
  threshold: number;
  /** Recall; false positive rate FP/(FP+TN), null when there is no negative. */
  tpr: number | null;
  fpr: number | null;
};

/**
 * The binary metrics of "score ≥ t → positive" for every distinct score t (ascending): the
 * sweep stays within the scores' own range (the lowest score predicts everything positive; no
 * threshold beyond the highest score is invented).
 */
export function sweepThresholds(options: {
  scores: readonly number[];
  positive: readonly boolean[];
}): TThresholdRow[] {
  const { scores, positive } = options;
  if (scores.length !== positive.length)
    throw new AppError("INVALID_INPUT", "scores and positive must have one entry per item.");
  if (scores.some((s) => !Number.isFinite(s)))
    throw new AppError("INVALID_INPUT", "Every score must be a finite number.");
  if (scores.length === 0) return [];
  const thresholds = [...new Set(scores)].sort((a, b) => a - b);
  return thresholds.map((threshold) => {
    const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
    scores.forEach((s, i) => {
      const predicted = s >= threshold;
      c[predicted ? (positive[i] ? "tp" : "fp") : positive[i] ? "fn" : "tn"] += 1;
    });
    const m = computeBinaryMetrics(c);
    return { threshold, ...m, tpr: m.recall, fpr: c.fp + c.tn ? c.fp / (c.fp + c.tn) : null };
  });
}
