import { AppError } from "@/lib/errors/app-error";
import { bootstrapCis, type TBootstrapCi } from "./bootstrap-ci";
import { computeBinaryMetrics } from "./compute-binary-metrics";
import { testMcNemarExact, type TMcNemar } from "./test-mcnemar-exact";

export type TPairedComparison = {
  /** Items where the reference and both runs have a label. */
  n: number;
  /** Items both runs got right, only A, only B, neither. */
  bothRight: number;
  onlyA: number;
  onlyB: number;
  bothWrong: number;
  mcnemar: TMcNemar;
  kappaA: number | null;
  kappaB: number | null;
  accuracyA: number | null;
  accuracyB: number | null;
  /** A − B with a percentile bootstrap interval resampling whole groups (bugs), same replicates for both. */
  kappaDifference: TBootstrapCi;
  accuracyDifference: TBootstrapCi;
};

/**
 * Two classifiers (runs) on the same items against one reference (label codes, negative =
 * none; `positive` is the positive class): McNemar's exact test on the items one run got right
 * and the other wrong, and the κ and accuracy difference A − B with a paired bootstrap interval
 * (each replicate draws groups, then scores both runs on the same items).
 */
export function comparePairedRuns(options: {
  truth: Int32Array;
  a: Int32Array;
  b: Int32Array;
  positive: number;
  groups: ArrayLike<number | string>;
  seed: number;
  replicates?: number;
  level?: number;
}): TPairedComparison {
  const { truth, a, b, positive, groups, ...bootstrap } = options;
  if (a.length !== truth.length || b.length !== truth.length || groups.length !== truth.length)
    throw new AppError("INVALID_INPUT", "truth, a, b and groups must have one entry per item.");
  const items: number[] = [];
  for (let i = 0; i < truth.length; i++)
    if (truth[i]! >= 0 && a[i]! >= 0 && b[i]! >= 0) items.push(i);
  const right = (run: Int32Array, i: number) => (run[i] === positive) === (truth[i] === positive);
  let bothRight = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (const i of items) {
    const ra = right(a, i);
    const rb = right(b, i);
    if (ra && rb) bothRight += 1;
    else if (ra) onlyA += 1;
    else if (rb) onlyB += 1;
  }
  const metrics = (run: Int32Array, units: ArrayLike<number>) => {
    const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (let k = 0; k < units.length; k++) {
      const i = items[units[k]!]!;
      const p = run[i] === positive;
      const t = truth[i] === positive;
      c[p ? (t ? "tp" : "fp") : t ? "fn" : "tn"] += 1;
    }
    return computeBinaryMetrics(c);
  };
  const difference = (x: number | null, y: number | null) =>
    x === null || y === null ? null : x - y;
  const cis = bootstrapCis({
    ...bootstrap,
    groups: items.map((i) => groups[i]!),
    statistics: (units) => {
      const ma = metrics(a, units);
      const mb = metrics(b, units);
      return {
        kappa: difference(ma.kappa, mb.kappa),
        accuracy: difference(ma.accuracy, mb.accuracy),
      };
    },
  });
  const all = Int32Array.from(items, (_, k) => k);
  const ma = metrics(a, all);
  const mb = metrics(b, all);
  return {
    n: items.length,
    bothRight,
    onlyA,
    onlyB,
    bothWrong: items.length - bothRight - onlyA - onlyB,
    mcnemar: testMcNemarExact({ b: onlyA, c: onlyB }),
    kappaA: ma.kappa,
    kappaB: mb.kappa,
    accuracyA: ma.accuracy,
    accuracyB: mb.accuracy,
    kappaDifference: cis.kappa,
    accuracyDifference: cis.accuracy,
  };
}
