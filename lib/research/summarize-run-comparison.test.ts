import { describe, expect, it } from "vitest";
import { summarizeRunComparison, type TComparedVerdicts } from "./summarize-run-comparison";

const bootstrap = { seed: 1, replicates: 200, level: 0.95 };
const V = "VALID" as const;
const I = "INVALID" as const;
const p = (
  a: TComparedVerdicts["a"],
  b: TComparedVerdicts["b"],
  consensus: TComparedVerdicts["consensus"],
  group: string,
): TComparedVerdicts => ({ a, b, consensus, group });

describe("summarizeRunComparison (hand-computed)", () => {
  // 11 patches of 6 bugs: one both VALID (consensus VALID), seven VALID by A only (consensus
  // INVALID: B right), one VALID by B only (consensus INVALID: A right), one both INVALID without
  // a consensus, one A failed (null) with a consensus: left out of every count but `patches`.
  const patches = [
    p(V, V, V, "b0"),
    ...Array.from({ length: 7 }, (_, i) => p(V, I, I, `b${1 + (i % 3)}`)),
    p(I, V, I, "b4"),
    p(I, I, null, "b4"),
    p(null, V, V, "b5"),
  ];
  const r = summarizeRunComparison({ patches, bootstrap });

  it("counts the verdict 2×2 and tests it with McNemar's exact test", () => {
    expect(r).toMatchObject({
      patches: 11,
      paired: 10,
      bothValid: 1,
      bothInvalid: 1,
      onlyAValid: 7,
      onlyBValid: 1,
      flipped: 8,
    });
    // b = 7, c = 1, n = 8: P(X ≤ 1) = (C(8,0) + C(8,1)) / 2^8 = 9/256; two-sided 18/256 = 0.0703125.
    expect(r.verdicts).toEqual({ b: 7, c: 1, pValue: 0.0703125 });
  });

  it("scores each run against the consensus on the 9 paired patches that have one", () => {
    const c = r.consensus!;
    // Both right on the both-VALID patch; only B right on the seven; only A right on one.
    expect(c).toMatchObject({ n: 9, bothRight: 1, onlyA: 1, onlyB: 7, bothWrong: 0 });
    // The flipped patches with a consensus are McNemar's discordant pairs: b = 1, c = 7 → 18/256.
    expect(c.mcnemar.pValue).toBe(0.0703125);
    // A: TP 1, FP 7, TN 1. Accuracy 2/9; p_o = 2/9, p_e = (8/9)(1/9) + (1/9)(8/9) = 16/81,
    // κ = (18/81 − 16/81) / (65/81) = 2/65.
    expect(c.accuracyA).toBeCloseTo(2 / 9, 14);
    expect(c.kappaA).toBeCloseTo(2 / 65, 14);
    // B: TP 1, FP 1, TN 7. Accuracy 8/9; p_e = (2/9)(1/9) + (7/9)(8/9) = 58/81,
    // κ = (72/81 − 58/81) / (23/81) = 14/23.
    expect(c.accuracyB).toBeCloseTo(8 / 9, 14);
    expect(c.kappaB).toBeCloseTo(14 / 23, 14);
    expect(c.kappaDifference.estimate).toBeCloseTo(2 / 65 - 14 / 23, 14);
    expect(c.accuracyDifference.estimate).toBeCloseTo(-6 / 9, 14);
  });

  it("gives p = 1 when the runs agree everywhere, and no consensus part without one", () => {
    const same = summarizeRunComparison({
      patches: [p(V, V, null, "x"), p(I, I, null, "y")],
      bootstrap,
    });
    expect(same).toMatchObject({ paired: 2, flipped: 0, consensus: null });
    expect(same.verdicts.pValue).toBe(1);
  });

  it("gives 2·(1/2)^5 = 0.0625 for five flips all one way, and an empty comparison for no patch", () => {
    const oneWay = summarizeRunComparison({
      patches: Array.from({ length: 5 }, (_, i) => p(I, V, null, `b${i}`)),
      bootstrap,
    });
    expect(oneWay.verdicts).toEqual({ b: 0, c: 5, pValue: 0.0625 });
    expect(summarizeRunComparison({ patches: [], bootstrap })).toMatchObject({
      patches: 0,
      paired: 0,
      flipped: 0,
      verdicts: { b: 0, c: 0, pValue: 1 },
      consensus: null,
    });
  });
});
