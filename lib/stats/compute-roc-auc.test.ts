import { describe, expect, it } from "vitest";
import { computeRocAuc } from "./compute-roc-auc";
import { sweepThresholds } from "./sweep-thresholds";

/** Items from per-rating counts: ratings 1–5, `counts[r − 1]` items at rating r. */
const expand = (counts: number[], positive: boolean) =>
  counts.flatMap((n, r) => Array.from({ length: n }, () => ({ score: r + 1, positive })));

describe("computeRocAuc", () => {
  it("reproduces Hanley & McNeil (1982), Table 1: 109 CT images rated 1–5, AUC 0.893", () => {
    const items = [...expand([33, 6, 6, 11, 2], false), ...expand([3, 2, 2, 11, 33], true)];
    const r = computeRocAuc({
      scores: items.map((i) => i.score),
      positive: items.map((i) => i.positive),
    });
    expect(r).toMatchObject({ positives: 51, negatives: 58 });
    expect(r.auc!.toFixed(3)).toBe("0.893");
    expect(r.curve.at(-1)).toMatchObject({ fpr: 1, tpr: 1 });
  });

  it("counts a tie as one half (hand-computed)", () => {
    // Positives 3, 2, 2; negatives 2, 1. Pairs: (3>2) 1, (3>1) 1, (2=2) ½, (2>1) 1, (2=2) ½, (2>1) 1 → 5/6.
    const r = computeRocAuc({
      scores: [3, 2, 2, 2, 1],
      positive: [true, true, true, false, false],
    });
    expect(r.auc).toBeCloseTo(5 / 6, 12);
    expect(computeRocAuc({ scores: [1, 1], positive: [true, false] }).auc).toBe(0.5);
    expect(computeRocAuc({ scores: [1, 0], positive: [false, true] }).auc).toBe(0);
  });

  it("is null when a class is missing, and refuses non-finite scores", () => {
    expect(computeRocAuc({ scores: [1, 2], positive: [true, true] }).auc).toBeNull();
    expect(() => computeRocAuc({ scores: [NaN], positive: [true] })).toThrow(/finite/);
  });
});

describe("sweepThresholds", () => {
  it("gives the confusion counts at every distinct score, and no threshold beyond them (hand-computed)", () => {
    const rows = sweepThresholds({
      scores: [0, 50, 50, 100],
      positive: [false, false, true, true],
    });
    expect(rows.map((r) => r.threshold)).toEqual([0, 50, 100]);
    expect(rows.map((r) => [r.tp, r.fp, r.fn, r.tn])).toEqual([
      [2, 2, 0, 0],
      [2, 1, 0, 1],
      [1, 0, 1, 2],
    ]);
    expect(rows[1]).toMatchObject({ tpr: 1, fpr: 0.5, accuracy: 0.75 });
  });

  it("sweeps only the scores' own range: probabilities at most 1 get no threshold of 1.95", () => {
    const rows = sweepThresholds({ scores: [0.2, 0.95, 0.5], positive: [false, true, true] });
    expect(rows.map((r) => r.threshold)).toEqual([0.2, 0.5, 0.95]);
    expect(Math.max(...rows.map((r) => r.threshold))).toBeLessThanOrEqual(1);
    expect(rows.at(-1)).toMatchObject({ tp: 1, fp: 0, fn: 1, tn: 1 });
  });
});
