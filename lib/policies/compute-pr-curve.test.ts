import { describe, expect, it } from "vitest";
import { computePrCurve } from "./compute-pr-curve";

describe("computePrCurve", () => {
  it("gives precision and recall at every distinct threshold and the average precision", () => {
    // scikit-learn's documented example: y = [0, 0, 1, 1], scores = [0.1, 0.4, 0.35, 0.8]
    // → average_precision_score = 0.8333…; thresholds 0.8 (P 1, R .5), 0.4 (P .5, R .5),
    // 0.35 (P ⅔, R 1), 0.1 (P .5, R 1).
    const curve = computePrCurve({ score: [0.1, 0.4, 0.35, 0.8], positive: [0, 0, 1, 1] });
    expect(curve.points.map((p) => [p.threshold, p.precision, p.recall, p.accepted])).toEqual([
      [0.8, 1, 0.5, 1],
      [0.4, 0.5, 0.5, 2],
      [0.35, 2 / 3, 1, 3],
      [0.1, 0.5, 1, 4],
    ]);
    expect(curve.averagePrecision).toBeCloseTo(0.8333333333, 9);
    expect(curve.prevalence).toBe(0.5);
  });

  it("treats tied scores as one threshold and leaves NaN scores out", () => {
    const curve = computePrCurve({
      score: [0, 0, 0.7, 0.7, Number.NaN],
      positive: [1, 0, 1, 0, 1],
    });
    expect(curve.points.map((p) => [p.threshold, p.accepted])).toEqual([
      [0.7, 2],
      [0, 4],
    ]);
    expect(curve.scored).toBe(4);
    expect(curve.positives).toBe(2);
  });

  it("thins the points to maxPoints, keeping the last", () => {
    const score = Array.from({ length: 1000 }, (_, i) => i / 1000);
    const positive = score.map((_, i) => i % 2);
    const curve = computePrCurve({ score, positive, maxPoints: 50 });
    expect(curve.points.length).toBeLessThanOrEqual(51);
    expect(curve.points.at(-1)!.recall).toBe(1);
    expect(computePrCurve({ score: [], positive: [] }).averagePrecision).toBeNull();
  });
});
