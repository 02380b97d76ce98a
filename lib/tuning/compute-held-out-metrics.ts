import { bootstrapCis } from "@/lib/stats/bootstrap-ci";
import { computeBinaryMetrics } from "@/lib/stats/compute-binary-metrics";
import type { THeldOutMetric } from "./few-shot-api.types";

export type THeldOutItem = {
  bugId: string;
  consensus: string;
  /** The base run's and the tuned run's (majority) labels. */
  before: string;
  after: string;
};

const NAMES = ["kappa", "precision", "recall"] as const;

/**
 * Before/after metrics of a tuning on held-out patches (pure): Cohen's κ, precision and recall of
 * each run against the consensus with VALID positive (lib/stats computeBinaryMetrics, as the
 * alignment view), each with a percentile bootstrap interval, and the paired difference
 * after − before. Every replicate resamples the held-out bugs with replacement, keeping a bug's
 * patches together (lib/stats bootstrapCis), and scores both runs on the same patches.
 */
export function computeHeldOutMetrics(options: {
  items: readonly THeldOutItem[];
  seed: number;
  replicates: number;
  level?: number;
}) {
  const { items, seed, replicates, level = 0.95 } = options;
  const truth = items.map((i) => i.consensus === "VALID");
  const before = items.map((i) => i.before === "VALID");
  const after = items.map((i) => i.after === "VALID");
  const confusion = (run: boolean[], units: ArrayLike<number>) => {
    const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (let k = 0; k < units.length; k++) {
      const u = units[k]!;
      if (run[u] && truth[u]) c.tp += 1;
      else if (run[u]) c.fp += 1;
      else if (truth[u]) c.fn += 1;
      else c.tn += 1;
    }
    return c;
  };
  const all = items.map((_, u) => u);
  const cis = bootstrapCis({
    groups: items.map((i) => i.bugId),
    seed,
    replicates,
    level,
    statistics: (units) => {
      const b = computeBinaryMetrics(confusion(before, units));
      const a = computeBinaryMetrics(confusion(after, units));
      const out: Record<string, number | null> = {};
      for (const name of NAMES) {
        out[`${name}:before`] = b[name];
        out[`${name}:after`] = a[name];
        out[`${name}:difference`] =
          a[name] === null || b[name] === null ? null : a[name]! - b[name]!;
      }
      return out;
    },
  });
  const interval = (key: string) => {
    const ci = cis[key]!;
    return { estimate: ci.estimate, low: ci.low, high: ci.high };
  };
  const metrics: THeldOutMetric[] = NAMES.map((name) => ({
    name,
    before: interval(`${name}:before`),
    after: interval(`${name}:after`),
    difference: interval(`${name}:difference`),
  }));
  return {
    n: items.length,
    bugs: new Set(items.map((i) => i.bugId)).size,
    metrics,
    confusion: { before: confusion(before, all), after: confusion(after, all) },
    level,
  };
}
