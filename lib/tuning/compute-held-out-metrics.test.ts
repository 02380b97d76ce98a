import { describe, expect, it } from "vitest";
import { computeHeldOutMetrics, type THeldOutItem } from "./compute-held-out-metrics";

const item = (bugId: string, consensus: string, before: string, after: string): THeldOutItem => ({
  bugId,
  consensus,
  before,
  after,
});
const V = "VALID";
const I = "INVALID";

// Before: TP 1, FP 1, FN 1, TN 1 → p_o 0.5, p_e 0.5, κ 0, precision 0.5, recall 0.5.
// After: TP 2, FP 0, FN 0, TN 2 → κ 1, precision 1, recall 1.
const items = [item("b1", V, V, V), item("b1", I, V, I), item("b2", V, I, V), item("b3", I, I, I)];

describe("computeHeldOutMetrics", () => {
  it("gives κ, precision and recall before and after with VALID positive, and the difference", () => {
    const r = computeHeldOutMetrics({ items, seed: 1, replicates: 200 });
    expect(r.n).toBe(4);
    expect(r.bugs).toBe(3);
    expect(r.confusion).toEqual({
      before: { tp: 1, fp: 1, fn: 1, tn: 1 },
      after: { tp: 2, fp: 0, fn: 0, tn: 2 },
    });
    const byName = Object.fromEntries(r.metrics.map((m) => [m.name, m]));
    expect(byName.kappa!.before.estimate).toBeCloseTo(0);
    expect(byName.kappa!.after.estimate).toBeCloseTo(1);
    expect(byName.kappa!.difference.estimate).toBeCloseTo(1);
    expect(byName.precision!.before.estimate).toBeCloseTo(0.5);
    expect(byName.recall!.after.estimate).toBeCloseTo(1);
    for (const m of r.metrics)
      for (const side of [m.before, m.after, m.difference])
        if (side.low !== null) expect(side.low).toBeLessThanOrEqual(side.high!);
  });

  it("is reproducible for a seed", () => {
    const a = computeHeldOutMetrics({ items, seed: 9, replicates: 300 });
    expect(computeHeldOutMetrics({ items, seed: 9, replicates: 300 })).toEqual(a);
  });
});
