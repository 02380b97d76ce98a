import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computePairwiseKappa } from "./compute-pairwise-kappa";

describe("computePairwiseKappa", () => {
  it("gives every unordered pair with its shared items and Cohen's κ, by hand", () => {
    const _ = null;
    // Raters 0, 1, 2 (columns); labels 0/1.
    const rows = [
      [0, 0, 1],
      [1, 1, _],
      [0, 1, 0],
      [1, 1, 1],
      [_, 0, 0],
    ];
    const pairs = computePairwiseKappa({ ratings: codeRatingMatrix({ rows }) });
    expect(pairs.map(({ a, b, n }) => ({ a, b, n }))).toEqual([
      { a: 0, b: 1, n: 4 },
      { a: 0, b: 2, n: 3 },
      { a: 1, b: 2, n: 4 },
    ]);
    // (0,1): items 0–3 → table [[1,1],[0,2]] (rows rater 0): p_o = 3/4, rows 2,2, cols 1,3: p_e = 8/16 → κ = 1/2.
    expect(pairs[0]!.kappa).toBeCloseTo(0.5, 12);
    // (0,2): items 0, 2, 3 → (0,1), (0,0), (1,1): p_o = 2/3, rows 2,1, cols 1,2: p_e = 4/9 → κ = (2/3 − 4/9)/(5/9) = 2/5.
    expect(pairs[1]!.kappa).toBeCloseTo(0.4, 12);
    // (1,2): items 0, 2, 3, 4 → (0,1), (1,0), (1,1), (0,0): p_o = 1/2, rows 2,2, cols 2,2: p_e = 1/2 → κ = 0.
    expect(pairs[2]!.kappa).toBeCloseTo(0, 12);
  });

  it("lists pairs who share no item with n = 0 and kappa null; also null when both used one label", () => {
    const pairs = computePairwiseKappa({
      ratings: codeRatingMatrix({
        rows: [
          [0, 0, null],
          [null, null, 1],
        ],
        labelCount: 2,
      }),
    });
    expect(pairs).toEqual([
      { a: 0, b: 1, n: 1, kappa: null },
      { a: 0, b: 2, n: 0, kappa: null },
      { a: 1, b: 2, n: 0, kappa: null },
    ]);
  });
});
