/** The slots `writeBinaryMetrics` fills, in order. */
export const BINARY_METRIC_SLOTS = [
  "kappa",
  "accuracy",
  "precision",
  "recall",
  "f1",
  "npv",
  "specificity",
  "ac1",
  "pabak",
] as const;

/**
 * A bootstrap replicate's classifier metrics from its confusion counts (`counts`: TP, FP, FN,
 * TN), written into `out` in BINARY_METRIC_SLOTS order, NaN where a metric is undefined, without
 * allocating: the same operations in the same order as computeBinaryMetrics (κ through
 * computeKappaFromMargins) and computeTableAgreement's AC1 and PABAK of [[TP, FP], [FN, TN]], so
 * the numbers are theirs bit for bit. Counts are assumed valid (non-negative integers).
 */
export function writeBinaryMetrics(options: { counts: Int32Array; out: Float64Array }): void {
  const { counts, out } = options;
  const tp = counts[0]!;
  const fp = counts[1]!;
  const fn = counts[2]!;
  const tn = counts[3]!;
  const ratio = (num: number, den: number) => (den === 0 ? NaN : num / den);
  // κ from the margins: rows (TP + FP, FN + TN), columns (TP + FN, FP + TN).
  const rows0 = tp + fp;
  const rows1 = fn + tn;
  const n = 0 + rows0 + rows1;
  const chance = 0 + rows0 * (tp + fn) + rows1 * (fp + tn);
  const denominator = n * n - chance;
  out[0] = n === 0 || denominator === 0 ? NaN : (n * (tp + tn) - chance) / denominator;
  out[1] = ratio(tp + tn, tp + fp + fn + tn);
  out[2] = ratio(tp, tp + fp);
  out[3] = ratio(tp, tp + fn);
  out[4] = ratio(2 * tp, 2 * tp + fp + fn);
  out[5] = ratio(tn, tn + fn);
  out[6] = ratio(tn, tn + fp);
  // AC1 and PABAK of the two-rater table (two categories).
  if (n === 0) {
    out[7] = NaN;
    out[8] = NaN;
    return;
  }
  const observed = (tp + tn) / n;
  const pi0 = (tp + tp + fp + fn) / (2 * n);
  const pi1 = (fp + fn + tn + tn) / (2 * n);
  const spread = 0 + pi0 * (1 - pi0) + pi1 * (1 - pi1);
  const chanceAc1 = spread / (2 - 1);
  out[7] = chanceAc1 === 1 ? NaN : (observed - chanceAc1) / (1 - chanceAc1);
  out[8] = (2 * observed - 1) / (2 - 1);
}
