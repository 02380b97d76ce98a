import { describe, expect, it } from "vitest";
import { computeCohenKappa } from "./compute-cohen-kappa";

describe("computeCohenKappa", () => {
  it("computes a hand-worked 2×2 table: p_o = 35/50, p_e = (25·30 + 25·20)/50² = 1/2, κ = 0.4", () => {
    expect(
      computeCohenKappa({
        counts: [
          [20, 5],
          [10, 15],
        ],
      }),
    ).toBeCloseTo(0.4, 12);
  });

  it("handles three labels: p_o = 6/10, p_e = (4·3 + 3·4 + 3·3)/10² = 0.33, κ = 27/67", () => {
    expect(
      computeCohenKappa({
        counts: [
          [2, 1, 1],
          [1, 2, 0],
          [0, 1, 2],
        ],
      }),
    ).toBeCloseTo(27 / 67, 12);
  });

  it("is 1 for identical labels, and null for an empty table or one shared label", () => {
    expect(
      computeCohenKappa({
        counts: [
          [3, 0],
          [0, 2],
        ],
      }),
    ).toBe(1);
    expect(
      computeCohenKappa({
        counts: [
          [0, 0],
          [0, 0],
        ],
      }),
    ).toBeNull();
    expect(
      computeCohenKappa({
        counts: [
          [5, 0],
          [0, 0],
        ],
      }),
    ).toBeNull();
  });

  it("refuses a non-square table", () => {
    expect(() => computeCohenKappa({ counts: [[1, 2]] })).toThrow(/square/);
  });
});
