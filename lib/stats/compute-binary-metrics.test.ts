import { describe, expect, it } from "vitest";
import { computeBinaryMetrics } from "./compute-binary-metrics";

const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

describe("computeBinaryMetrics", () => {
  it("reproduces the paper's Table 6, full benchmark (TP 41, FN 3, FP 22, TN 49)", () => {
    const m = computeBinaryMetrics({ tp: 41, fp: 22, fn: 3, tn: 49 });
    expect(m).toMatchObject({ tp: 41, fp: 22, fn: 3, tn: 49 });
    expect(m.precision).toBe(41 / 63);
    expect(m.recall).toBe(41 / 44);
    expect(m.f1).toBe(82 / 107);
    expect(m.npv).toBe(49 / 52);
    expect(m.accuracy).toBe(90 / 115);
    expect(m.specificity).toBe(49 / 71);
    // Σ row·col = 63·44 + 52·71 = 6464: κ = (115·90 − 6464)/(115² − 6464).
    expect(m.kappa).toBeCloseTo(3886 / 6761, 14);
    expect([m.kappa, m.precision, m.recall, m.f1, m.npv, m.accuracy].map(round2)).toEqual([
      0.57, 0.65, 0.93, 0.77, 0.94, 0.78,
    ]);
  });

  it("reproduces the clear benchmark (81 patches: 35 VALID, 46 INVALID; FP = 22 − 14 = 8)", () => {
    const m = computeBinaryMetrics({ tp: 33, fp: 8, fn: 2, tn: 38 });
    expect(m.kappa).toBeCloseTo(2476 / 3286, 14);
    expect([m.kappa, m.precision, m.recall, m.f1, m.npv].map(round2)).toEqual([
      0.75, 0.8, 0.94, 0.87, 0.95,
    ]);
    // The paper prints accuracy 0.87; 71/81 = 0.8765 (truncated there, not rounded).
    expect(m.accuracy).toBe(71 / 81);
  });

  it("finds those clear-benchmark counts to be the only ones consistent with the published κ, P, R, F1 and NPV", () => {
    const fits: { tp: number; fp: number }[] = [];
    for (let tp = 0; tp <= 35; tp++) {
      for (let fp = 0; fp <= 46; fp++) {
        const m = computeBinaryMetrics({ tp, fp, fn: 35 - tp, tn: 46 - fp });
        const published = [0.75, 0.8, 0.94, 0.87, 0.95];
        if (
          [m.kappa, m.precision, m.recall, m.f1, m.npv]
            .map(round2)
            .every((v, k) => v === published[k])
        )
          fits.push({ tp, fp });
      }
    }
    expect(fits).toEqual([{ tp: 33, fp: 8 }]);
  });

  it("gives null for ratios with a zero denominator", () => {
    const m = computeBinaryMetrics({ tp: 0, fp: 0, fn: 0, tn: 5 });
    expect(m).toMatchObject({
      accuracy: 1,
      precision: null,
      recall: null,
      f1: null,
      npv: 1,
      specificity: 1,
      kappa: null,
    });
    expect(computeBinaryMetrics({ tp: 0, fp: 0, fn: 0, tn: 0 }).accuracy).toBeNull();
  });

  it("refuses counts that are not non-negative integers", () => {
    expect(() => computeBinaryMetrics({ tp: -1, fp: 0, fn: 0, tn: 0 })).toThrow(/tp must be/);
    expect(() => computeBinaryMetrics({ tp: 1.5, fp: 0, fn: 0, tn: 0 })).toThrow(
      /non-negative integer/,
    );
  });
});
