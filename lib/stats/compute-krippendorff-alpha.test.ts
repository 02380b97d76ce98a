import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computeKrippendorffAlpha } from "./compute-krippendorff-alpha";

const _ = null;
// Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", example C: 4 observers × 12 units,
// values 1–5 (coded 0–4 here), missing values; unit 12 has a single value and is dropped.
const OBSERVERS = [
  [1, 2, 3, 3, 2, 1, 4, 1, 2, _, _, _],
  [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, _, 3],
  [_, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, _],
  [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, _],
];
const units = OBSERVERS[0]!.map((_v, u) =>
  OBSERVERS.map((row) => (row[u] === null ? null : row[u]! - 1)),
);

describe("computeKrippendorffAlpha (nominal)", () => {
  it("reproduces Krippendorff's published example: α = 0.743 (n = 40, Σo_cc = 32, Σn_c(n_c−1) = 344)", () => {
    const result = computeKrippendorffAlpha({ ratings: codeRatingMatrix({ rows: units }) });
    expect(result.alpha).toBeCloseTo((39 * 32 - 344) / (40 * 39 - 344), 12);
    expect(result.alpha!.toFixed(3)).toBe("0.743");
    expect(result).toMatchObject({ units: 11, values: 40 });
  });

  it("is 1 under perfect agreement, whatever the missing cells", () => {
    const rows = [
      [0, 0, null],
      [1, 1, 1],
      [2, null, 2],
      [0, 0, 0],
    ];
    expect(computeKrippendorffAlpha({ ratings: codeRatingMatrix({ rows }) }).alpha).toBe(1);
  });

  it("is below 0 under systematic disagreement, by hand", () => {
    // Two coders who always disagree on two labels: n = 4, o_cc = 0, n_0 = n_1 = 2: α = (0 − 4)/(12 − 4) = −1/2.
    expect(
      computeKrippendorffAlpha({
        ratings: codeRatingMatrix({
          rows: [
            [0, 1],
            [1, 0],
          ],
        }),
      }).alpha,
    ).toBe(-0.5);
  });

  it("is null with a reason when undefined", () => {
    expect(
      computeKrippendorffAlpha({
        ratings: codeRatingMatrix({
          rows: [
            [0, null],
            [null, 1],
          ],
        }),
      }).alpha,
    ).toBeNull();
    expect(
      computeKrippendorffAlpha({
        ratings: codeRatingMatrix({
          rows: [
            [1, 1],
            [1, 1],
          ],
        }),
      }).reason,
    ).toMatch(/same label/);
  });
});
