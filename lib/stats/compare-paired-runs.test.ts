import { describe, expect, it } from "vitest";
import { comparePairedRuns } from "./compare-paired-runs";

const V = 0;
const I = 1;

describe("comparePairedRuns", () => {
  // Truth and two runs on 10 items of 5 bugs; item 9 has no truth and is left out.
  const truth = Int32Array.from([V, V, V, I, I, I, I, V, I, -1]);
  const a = Int32Array.from([V, V, V, I, I, I, V, V, I, V]);
  const b = Int32Array.from([V, I, I, I, V, I, I, I, I, V]);
  const groups = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4];

  it("counts the discordant items for McNemar and scores both runs on the same items (hand-computed)", () => {
    const r = comparePairedRuns({ truth, a, b, positive: V, groups, seed: 1, replicates: 500 });
    // A wrong on 6; B wrong on 1, 2, 4, 7. Only A right: 1, 2, 4, 7; only B right: 6.
    expect(r).toMatchObject({ n: 9, bothRight: 4, onlyA: 4, onlyB: 1, bothWrong: 0 });
    // Exact two-sided p for b = 4, c = 1: 2·(1 + 5)/32.
    expect(r.mcnemar.pValue).toBeCloseTo(12 / 32, 14);
    expect(r.accuracyA).toBeCloseTo(8 / 9, 14);
    expect(r.accuracyB).toBeCloseTo(5 / 9, 14);
    expect(r.accuracyDifference.estimate).toBeCloseTo(3 / 9, 14);
    expect(r.kappaDifference.estimate).toBeCloseTo(r.kappaA! - r.kappaB!, 14);
    expect(r.accuracyDifference.low!).toBeLessThanOrEqual(3 / 9);
    expect(r.accuracyDifference.high!).toBeGreaterThanOrEqual(3 / 9);
  });

  it("gives a zero-width interval at 0 when the runs agree everywhere", () => {
    const r = comparePairedRuns({ truth, a, b: a, positive: V, groups, seed: 7, replicates: 200 });
    expect(r.mcnemar.pValue).toBe(1);
    expect([r.accuracyDifference.low, r.accuracyDifference.high]).toEqual([0, 0]);
  });

  it("refuses columns of different lengths", () => {
    expect(() =>
      comparePairedRuns({ truth, a: a.subarray(1), b, positive: V, groups, seed: 1 }),
    ).toThrow(/one entry per item/);
  });
});
