import { AppError } from "@/lib/errors/app-error";

/**
 * The p-th percentile (0 ≤ p ≤ 100) of values already sorted ascending, by linear interpolation
 * between the closest ranks: position h = (n − 1)·p/100, value x⌊h⌋ + (h − ⌊h⌋)(x⌊h⌋+1 − x⌊h⌋).
 * This is NumPy's default (`numpy.percentile`, method "linear", Hyndman & Fan type 7). Null for
 * no values.
 */
export function computePercentile(options: {
  sorted: ArrayLike<number>;
  p: number;
}): number | null {
  const { sorted, p } = options;
  if (!(p >= 0 && p <= 100))
    throw new AppError("INVALID_INPUT", `A percentile lies in 0–100, got ${p}.`);
  const n = sorted.length;
  if (n === 0) return null;
  const h = ((n - 1) * p) / 100;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  const a = sorted[lo]!;
  return a + (h - lo) * (sorted[hi]! - a);
}
