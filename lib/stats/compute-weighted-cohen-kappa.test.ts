import { describe, expect, it } from "vitest";
import { computeCohenKappa } from "./compute-cohen-kappa";
import { computeWeightedCohenKappa } from "./compute-weighted-cohen-kappa";

/** Expands a K×K table (rows: rater A's grade, columns: rater B's) into paired grades. */
function pairs(table: number[][]): { a: number[]; b: number[] } {
  const a: number[] = [];
  const b: number[] = [];
  table.forEach((row, i) =>
    row.forEach((count, j) => {
      for (let c = 0; c < count; c++) {
        a.push(i);
        b.push(j);
      }
    }),
  );
  return { a, b };
}

// Grades 1–4 of two raters on 54 patches. References from statsmodels 0.13.5
// (statsmodels.stats.inter_rater.cohens_kappa(table, wt=None | "linear" | "quadratic")):
// unweighted 0.5274067250115154, linear 0.6418685121107266, quadratic 0.7317073170731707.
const TABLE = [
  [11, 3, 1, 0],
  [2, 9, 4, 1],
  [0, 3, 8, 2],
  [1, 0, 2, 7],
];

describe("computeWeightedCohenKappa", () => {
  it("matches statsmodels' linear and quadratic κ on a 4-grade table", () => {
    const { a, b } = pairs(TABLE);
    const k = (weights: "linear" | "quadratic") =>
      computeWeightedCohenKappa({ a, b, categories: 4, weights });
    expect(k("linear").kappa).toBeCloseTo(0.6418685121107266, 12);
    expect(k("quadratic").kappa).toBeCloseTo(0.7317073170731707, 12);
    expect(k("quadratic").n).toBe(54);
  });

  it("equals the unweighted κ on two categories (the binary collapse), by hand", () => {
    // o = [[1, 1], [0, 2]] / 4: p_o = 3/4, margins A (2, 2), B (1, 3): p_e = (2 + 6)/16 = 1/2, κ = 0.5.
    const { a, b } = pairs([
      [1, 1],
      [0, 2],
    ]);
    expect(computeWeightedCohenKappa({ a, b, categories: 2, weights: "quadratic" }).kappa).toBe(
      0.5,
    );
    expect(computeWeightedCohenKappa({ a, b, categories: 2, weights: "linear" }).kappa).toBe(0.5);
    expect(
      computeCohenKappa({
        counts: [
          [1, 1],
          [0, 2],
        ],
      }),
    ).toBe(0.5);
  });

  it("skips missing grades, and is null with a reason when undefined", () => {
    expect(
      computeWeightedCohenKappa({ a: [0, -1, 2], b: [0, 1, -1], categories: 3, weights: "linear" }),
    ).toMatchObject({ kappa: null, n: 1, reason: expect.stringMatching(/same grade/) });
    expect(
      computeWeightedCohenKappa({ a: [-1], b: [2], categories: 3, weights: "linear" }),
    ).toMatchObject({ kappa: null, n: 0 });
    expect(() =>
      computeWeightedCohenKappa({ a: [0, 4], b: [0, 1], categories: 4, weights: "linear" }),
    ).toThrow(/run from 0 to 3/);
  });
});
