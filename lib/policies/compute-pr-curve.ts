import { AppError } from "@/lib/errors/app-error";

export type TPrPoint = { threshold: number; precision: number; recall: number; accepted: number };
export type TPrCurve = {
  /** One point per distinct threshold (accept score ≥ threshold), highest first, thinned to at most `maxPoints`. */
  points: TPrPoint[];
  /** Average precision Σ (Rᵢ − Rᵢ₋₁)·Pᵢ over every distinct threshold (scikit-learn's definition). */
  averagePrecision: number | null;
  /** Share of positives: the precision of the no-skill policy. */
  prevalence: number | null;
  positives: number;
  scored: number;
};

/**
 * Precision and recall of "accept when score ≥ t" for every distinct score t (NaN scores are
 * left out), as for the paper's Figures 3 and 5. One sort, then a single pass: O(n log n).
 */
export function computePrCurve(options: {
  score: ArrayLike<number>;
  positive: ArrayLike<number>;
  maxPoints?: number;
}): TPrCurve {
  const { score, positive } = options;
  const maxPoints = options.maxPoints ?? 200;
  if (score.length !== positive.length)
    throw new AppError("INVALID_INPUT", "score and positive need one entry per item.");
  const order: number[] = [];
  let positives = 0;
  for (let i = 0; i < score.length; i++) {
    if (Number.isNaN(score[i]!)) continue;
    order.push(i);
    if (positive[i]) positives += 1;
  }
  order.sort((a, b) => score[b]! - score[a]!);
  const all: TPrPoint[] = [];
  let tp = 0;
  let averagePrecision = 0;
  let previousRecall = 0;
  for (let j = 0; j < order.length; j++) {
    const i = order[j]!;
    if (positive[i]) tp += 1;
    const next = order[j + 1];
    if (next !== undefined && score[next] === score[i]) continue; // ties form one threshold
    const accepted = j + 1;
    const precision = tp / accepted;
    const recall = positives === 0 ? 0 : tp / positives;
    averagePrecision += (recall - previousRecall) * precision;
    previousRecall = recall;
    all.push({ threshold: score[i]!, precision, recall, accepted });
  }
  const step = Math.max(1, Math.ceil(all.length / maxPoints));
  const points = all.filter((_, j) => j % step === 0 || j === all.length - 1);
  return {
    points,
    averagePrecision: positives === 0 ? null : averagePrecision,
    prevalence: order.length === 0 ? null : positives / order.length,
    positives,
    scored: order.length,
  };
}
