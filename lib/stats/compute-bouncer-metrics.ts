import { computeBinaryMetrics } from "./compute-binary-metrics";
import type { TConfusion } from "./types";

export type TBouncerMetrics = {
  /** Per class: precision, recall and F of accept (a) and bounce (b). */
  precisionAccept: number | null;
  recallAccept: number | null;
  fAccept: number | null;
  precisionBounce: number | null;
  /** R_b: the share of the instances that should be bounced that were bounced. */
  recallBounce: number | null;
  fBounce: number | null;
  /** F_m = (F_a + F_b) / 2; null when either is undefined. */
  macroF: number | null;
  /** FNR_a = FN_a / (TP_a + FN_a): should-accept instances that were bounced. */
  fnrAccept: number | null;
  /** FPR_a = FP_a / (TN_a + FP_a): should-bounce instances that were accepted. */
  fprAccept: number | null;
};

/**
 * BouncerBench's standard metrics (Mathews & Nagappan, §II-B.1) from the confusion counts with
 * **accept** as the positive class: TP_a accepted and acceptable, FN_a bounced though
 * acceptable, FP_a accepted though it should be bounced, TN_a bounced and should be. The bounce
 * class's counts are the same table read the other way (TP_b = TN_a, FP_b = FN_a, FN_b = FP_a).
 * A ratio with a zero denominator is null.
 */
export function computeBouncerMetrics(options: TConfusion): TBouncerMetrics {
  const accept = computeBinaryMetrics(options);
  const { tp, fp, fn, tn } = options;
  const bounce = computeBinaryMetrics({ tp: tn, fp: fn, fn: fp, tn: tp });
  const fAccept = accept.precision === null || accept.recall === null ? null : f(accept);
  const fBounce = bounce.precision === null || bounce.recall === null ? null : f(bounce);
  return {
    precisionAccept: accept.precision,
    recallAccept: accept.recall,
    fAccept,
    precisionBounce: bounce.precision,
    recallBounce: bounce.recall,
    fBounce,
    macroF: fAccept === null || fBounce === null ? null : (fAccept + fBounce) / 2,
    fnrAccept: tp + fn === 0 ? null : fn / (tp + fn),
    fprAccept: tn + fp === 0 ? null : fp / (tn + fp),
  };
}

/** The harmonic mean of precision and recall; 0 when both are 0 (no correct decision for the class). */
function f(m: { precision: number | null; recall: number | null }): number {
  const p = m.precision!;
  const r = m.recall!;
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}
