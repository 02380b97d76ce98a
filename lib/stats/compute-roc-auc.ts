import { AppError } from "@/lib/errors/app-error";

export type TRocAuc = {
  /** Area under the ROC curve, or null when either class is empty. */
  auc: number | null;
  positives: number;
  negatives: number;
  /** The ROC curve's points (FPR, TPR) from (0, 0) to (1, 1), one per distinct score, highest first. */
  curve: { threshold: number; fpr: number; tpr: number }[];
};

/**
 * ROC AUC of `scores` (higher = more likely positive) against `positive`: the Mann–Whitney
 * probability that a random positive scores above a random negative, a tie counting ½ (the
 * trapezoidal area under the ROC curve with tied scores as one step). Non-finite scores are refused.
 */
export function computeRocAuc(options: {
  scores: readonly number[];
  positive: readonly boolean[];
}): TRocAuc {
  const { scores, positive } = options;
  if (scores.length !== positive.length)
    throw new AppError("INVALID_INPUT", "scores and positive must have one entry per item.");
  scores.forEach((s, i) => {
    if (!Number.isFinite(s))
      throw new AppError("INVALID_INPUT", `Score ${i} is not a finite number (${s}).`);
  });
  const order = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  const positives = positive.filter(Boolean).length;
  const negatives = positive.length - positives;
  const curve: TRocAuc["curve"] = [];
  let tp = 0;
  let fp = 0;
  let area = 0;
  for (let k = 0; k < order.length;) {
    const threshold = scores[order[k]!]!;
    let dtp = 0;
    let dfp = 0;
    for (; k < order.length && scores[order[k]!] === threshold; k++) {
      if (positive[order[k]!]) dtp += 1;
      else dfp += 1;
    }
    // The tied group adds a trapezoid: every negative in it beats the positives above and ties half of those in it.
    area += dfp * (tp + dtp / 2);
    tp += dtp;
    fp += dfp;
    curve.push({
      threshold,
      fpr: negatives ? fp / negatives : 0,
      tpr: positives ? tp / positives : 0,
    });
  }
  const auc = positives && negatives ? area / (positives * negatives) : null;
  return { auc, positives, negatives, curve };
}
