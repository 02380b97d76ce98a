import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computeFleissKappa } from "./compute-fleiss-kappa";
import { resampleRatings } from "./resample-ratings";

describe("resampleRatings", () => {
  const ratings = codeRatingMatrix({
    rows: [
      [0, 0],
      [0, 1],
      [1, -1],
    ],
    labelCount: 2,
  });

  it("keeps the listed items in order, a repeated item becoming a new item, missing ratings dropped", () => {
    const picked = resampleRatings({ ratings, items: Int32Array.of(1, 1, 2) });
    expect(picked.itemCount).toBe(3);
    expect([...picked.item]).toEqual([0, 0, 1, 1, 2]);
    expect([...picked.rater]).toEqual([0, 1, 0, 1, 0]);
    expect([...picked.label]).toEqual([0, 1, 0, 1, 1]);
  });

  it("feeds any statistic: Fleiss' κ over items 0, 0, 1", () => {
    // Items [0,0], [0,0], [0,1]: P̄ = 2/3, p = (5/6, 1/6), P̄e = 26/36: κ = (2/3 − 13/18)/(5/18) = −1/5.
    expect(
      computeFleissKappa({ ratings: resampleRatings({ ratings, items: Int32Array.of(0, 0, 1) }) })
        .kappa,
    ).toBeCloseTo(-0.2, 12);
  });

  it("refuses an unknown item", () => {
    expect(() => resampleRatings({ ratings, items: Int32Array.of(3) })).toThrow(/out of range/);
  });
});
