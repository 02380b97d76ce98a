import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computeFleissKappa } from "./compute-fleiss-kappa";
import type { TCodedRatings } from "./types";

/** Ratings from a subjects × categories count table, raters numbered per subject. */
function fromCounts(table: readonly (readonly number[])[]): TCodedRatings {
  const rows = table.map((counts) =>
    counts.flatMap((n, category) => Array<number>(n).fill(category)),
  );
  return codeRatingMatrix({ rows, labelCount: table[0]!.length });
}

// Fleiss (1971) as reproduced on Wikipedia ("Fleiss' kappa", worked example): 10 subjects, 14 raters, 5 categories.
const WIKIPEDIA = [
  [0, 0, 0, 0, 14],
  [0, 2, 6, 4, 2],
  [0, 0, 3, 5, 6],
  [0, 3, 9, 2, 0],
  [2, 2, 8, 1, 1],
  [7, 7, 0, 0, 0],
  [3, 2, 6, 3, 0],
  [2, 5, 3, 2, 2],
  [6, 5, 2, 1, 0],
  [0, 2, 2, 3, 7],
];

describe("computeFleissKappa", () => {
  it("reproduces the worked example: P̄ = 172/455, P̄e = 417/1960, κ = 4211/20059 ≈ 0.210", () => {
    const result = computeFleissKappa({ ratings: fromCounts(WIKIPEDIA) });
    expect(result.kappa).toBeCloseTo(4211 / 20059, 12);
    expect(result.kappa!.toFixed(3)).toBe("0.210");
    expect(result).toMatchObject({ items: 10, ratingsPerItem: 14, reason: null });
  });

  it("is 1 for perfect agreement and −1/(m−1) for maximal disagreement of two raters", () => {
    expect(
      computeFleissKappa({
        ratings: codeRatingMatrix({
          rows: [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        }),
      }).kappa,
    ).toBe(1);
    // Every item split 1–1 over two equally used labels: P̄ = 0, P̄e = 1/2, κ = −1.
    expect(
      computeFleissKappa({
        ratings: codeRatingMatrix({
          rows: [
            [0, 1],
            [1, 0],
          ],
        }),
      }).kappa,
    ).toBe(-1);
  });

  it("skips missing ratings (negative codes) and items left with fewer than two", () => {
    // Item 0: 0, 0, missing; item 1: 1, 0, missing; item 2: 1, missing (dropped).
    const ratings: TCodedRatings = {
      itemCount: 3,
      raterCount: 3,
      labelCount: 2,
      item: Int32Array.of(0, 0, 0, 1, 1, 1, 2, 2),
      rater: Int32Array.of(0, 1, 2, 0, 1, 2, 0, 1),
      label: Int32Array.of(0, 0, -1, 1, 0, -1, 1, -1),
    };
    const result = computeFleissKappa({ ratings });
    // P̄ = (1 + 0)/2; p = (3/4, 1/4), P̄e = 10/16; κ = (1/2 − 5/8)/(3/8) = −1/3.
    expect(result.kappa).toBeCloseTo(-1 / 3, 12);
    expect(result).toMatchObject({ items: 2, ratingsPerItem: 2 });
  });

  it("is null with the reason when items have different numbers of ratings", () => {
    const result = computeFleissKappa({
      ratings: codeRatingMatrix({
        rows: [
          [0, 0, 1],
          [1, 1, null],
        ],
      }),
    });
    expect(result.kappa).toBeNull();
    expect(result.reason).toMatch(/different numbers of non-missing ratings \(2 to 3\)/);
  });

  it("is null when nothing is pairable or all ratings share one label", () => {
    expect(
      computeFleissKappa({
        ratings: codeRatingMatrix({
          rows: [
            [0, null],
            [null, 1],
          ],
        }),
      }).reason,
    ).toMatch(/no item has two/);
    expect(
      computeFleissKappa({
        ratings: codeRatingMatrix({
          rows: [
            [0, 0],
            [0, 0],
          ],
          labelCount: 2,
        }),
      }).reason,
    ).toMatch(/same label/);
  });

  it("refuses a rater rating one item twice", () => {
    const ratings: TCodedRatings = {
      itemCount: 1,
      raterCount: 1,
      labelCount: 2,
      item: Int32Array.of(0, 0),
      rater: Int32Array.of(0, 0),
      label: Int32Array.of(0, 1),
    };
    expect(() => computeFleissKappa({ ratings })).toThrow(/more than once/);
  });
});
