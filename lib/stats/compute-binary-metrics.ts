import { AppError } from "@/lib/errors/app-error";
import { computeKappaFromMargins } from "./compute-kappa-from-margins";
import type { TConfusion } from "./types";

export type TBinaryMetrics = TConfusion & {
  accuracy: number | null;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  npv: number | null;
  specificity: number | null;
  kappa: number | null;
};

/**
 * Metrics of a binary classifier against a reference from its confusion counts: accuracy,
 * precision TP/(TP+FP), recall TP/(TP+FN), F1 2TP/(2TP+FP+FN), negative predictive value
 * TN/(TN+FN), specificity TN/(TN+FP), and Cohen's κ of the 2×2 table. A ratio whose
 * denominator is 0 is null.
 */
export function computeBinaryMetrics(options: TConfusion): TBinaryMetrics {
  const { tp, fp, fn, tn } = options;
  for (const [name, value] of Object.entries({ tp, fp, fn, tn })) {
    if (!Number.isInteger(value) || value < 0)
      throw new AppError("INVALID_INPUT", `${name} must be a non-negative integer, got ${value}.`);
  }
  const ratio = (num: number, den: number) => (den === 0 ? null : num / den);
  return {
    tp,
    fp,
    fn,
    tn,
    accuracy: ratio(tp + tn, tp + fp + fn + tn),
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    f1: ratio(2 * tp, 2 * tp + fp + fn),
    npv: ratio(tn, tn + fn),
    specificity: ratio(tn, tn + fp),
    // Rows: the classifier (positive, negative); columns: the reference.
    kappa: computeKappaFromMargins({
      agreements: tp + tn,
      rowTotals: [tp + fp, fn + tn],
      columnTotals: [tp + fn, fp + tn],
    }),
  };
}
