import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computeWeightedKappaVsConsensus } from "./compute-weighted-kappa-vs-consensus";

describe("computeWeightedKappaVsConsensus", () => {
  it("weights each rater's κ by their share of ratings and leaves out raters whose κ is null, by hand", () => {
    const _ = null;
    const rows = [
      [0, 0, -1], // rater 2's missing rating counts for nothing
      [1, 1, _],
      [0, 1, _],
      [1, _, 1],
      [0, _, 1],
      [1, _, _], // no consensus: counts in rater 0's weight, not in κ
    ];
    const consensus = Int32Array.of(0, 1, 0, 1, 1, -1);
    const result = computeWeightedKappaVsConsensus({
      ratings: codeRatingMatrix({ rows, labelCount: 2 }),
      consensus,
    });
    // Rater 0: items 0–4 → p_o = 4/5, rows 3,2, cols 2,3: κ = (5·4 − 12)/(25 − 12) = 8/13; weight 6/11.
    // Rater 1: items 0–2 → p_o = 2/3, rows 1,2, cols 2,1: κ = (3·2 − 4)/(9 − 4) = 2/5; weight 3/11.
    // Rater 2: items 3, 4 → both sides all 1: κ null; weight 2/11, left out.
    expect(result.raters).toEqual([
      { rater: 0, n: 5, agree: 4, weight: 6 / 11, kappa: expect.closeTo(8 / 13, 12) },
      { rater: 1, n: 3, agree: 2, weight: 3 / 11, kappa: expect.closeTo(2 / 5, 12) },
      { rater: 2, n: 2, agree: 2, weight: 2 / 11, kappa: null },
    ]);
    expect(result.kappa).toBeCloseTo((6 * (8 / 13) + 3 * (2 / 5)) / 9, 12);
  });

  it("is null when no rater has a defined κ", () => {
    const result = computeWeightedKappaVsConsensus({
      ratings: codeRatingMatrix({ rows: [[0, 0]] }),
      consensus: Int32Array.of(0),
    });
    expect(result.kappa).toBeNull();
  });
});
