import { describe, expect, it } from "vitest";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { computeGradedAgreement, type TGradeRating } from "./compute-graded-agreement";

const bootstrap = { seed: 1, replicates: 200, level: 0.95 };
const scale = {
  ...DEFAULT_GRADED_SCALE,
  dimensions: [{ key: "security", name: "Security", definition: "" }],
};
const rate = (item: string, rater: string, grade: number | null, security = grade) =>
  ({
    item,
    rater,
    grade,
    dimensionGrades: security === null ? null : { security },
  }) satisfies TGradeRating;

describe("computeGradedAgreement", () => {
  it("matches a hand-computed case: ordinal α = 7/9, interval α = 12/13", () => {
    // Items A (1, 2), B (4, 4), C (1, 1): n1 = 3, n2 = 1, n4 = 2, n = 6; observed disagreement
    // only on the (1, 2) pair, o12 = o21 = 1. Interval: δ² = 1, 9, 4 for (1,2), (1,4), (2,4);
    // expected Σ n_c n_k δ² = 2(3 + 54 + 8) = 130, α = 1 − 5·2/130 = 12/13. Ordinal: δ² = 4,
    // 12.25, 2.25; expected 2(12 + 73.5 + 4.5) = 180, α = 1 − 5·8/180 = 7/9.
    const g = computeGradedAgreement({
      coded: { items: ["A", "B", "C"], raters: ["r1", "r2"], bugs: ["b1", "b2", "b3"] },
      scale,
      ratings: [
        rate("A", "r1", 1),
        rate("A", "r2", 2),
        rate("B", "r1", 4),
        rate("B", "r2", 4),
        rate("C", "r1", 1),
        rate("C", "r2", 1),
      ],
      bootstrap,
    });
    expect(g.ordinalAlpha.value).toBeCloseTo(7 / 9, 12);
    expect(g.intervalAlpha.value).toBeCloseTo(12 / 13, 12);
    expect(g.units).toBe(3);
    expect(g.distribution.map((d) => [d.grade, d.count, d.collapse])).toEqual([
      [1, 3, "INVALID"],
      [2, 1, "INVALID"],
      [3, 0, "VALID"],
      [4, 2, "VALID"],
    ]);
    expect(g.dimensions[0]).toMatchObject({ key: "security", counts: [3, 1, 0, 2] });
    expect(g.dimensions[0]!.ordinalAlpha.value).toBeCloseTo(7 / 9, 12);
    // The interval brackets the estimate (seeded; bugs resampled).
    expect(g.ordinalAlpha.low).not.toBeNull();
    expect(g.ordinalAlpha.low!).toBeLessThanOrEqual(g.ordinalAlpha.high!);
  });

  it("treats a rating without a grade (UNSURE) as missing, and says why α is undefined", () => {
    const g = computeGradedAgreement({
      coded: { items: ["A", "B"], raters: ["r1", "r2"], bugs: ["b1", "b2"] },
      scale,
      ratings: [rate("A", "r1", 3), rate("A", "r2", null), rate("B", "r1", 2)],
      bootstrap,
    });
    expect(g).toMatchObject({ graded: 2, ungraded: 1, units: 0 });
    expect(g.ordinalAlpha).toEqual({ value: null, low: null, high: null });
    expect(g.reason).toMatch(/two or more/);
  });
});
