import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computeKrippendorffAlpha } from "./compute-krippendorff-alpha";
import { computeMetricAlpha } from "./compute-metric-alpha";

const _ = null;
// Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", example C: 4 observers × 12
// units, values 1–5 (coded 0–4), missing values. Published: nominal .743, ordinal .815,
// interval .849, ratio .797.
const OBSERVERS = [
  [1, 2, 3, 3, 2, 1, 4, 1, 2, _, _, _],
  [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, _, 3],
  [_, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, _],
  [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, _],
];
const ratings = codeRatingMatrix({
  rows: OBSERVERS[0]!.map((_v, u) =>
    OBSERVERS.map((row) => (row[u] === null ? null : row[u]! - 1)),
  ),
});

describe("computeMetricAlpha (ordinal, interval, ratio)", () => {
  it("reproduces Krippendorff's published example for every metric", () => {
    expect(computeKrippendorffAlpha({ ratings }).alpha!.toFixed(3)).toBe("0.743");
    expect(computeMetricAlpha({ ratings, metric: "ordinal" }).alpha!.toFixed(3)).toBe("0.815");
    expect(computeMetricAlpha({ ratings, metric: "interval" }).alpha!.toFixed(3)).toBe("0.849");
    expect(computeMetricAlpha({ ratings, metric: "ratio" }).alpha!.toFixed(3)).toBe("0.797");
    expect(computeMetricAlpha({ ratings, metric: "ordinal" })).toMatchObject({
      units: 11,
      values: 40,
    });
  });

  it("matches a hand computation on two units", () => {
    // Units {1, 2} and {2, 3} on a 1–3 scale: o_12 = o_21 = o_23 = o_32 = 1, n = (1, 2, 1), n = 4.
    // Interval: D_o·(n−1) = 3·(1 + 1 + 1 + 1) = 12; Σ n_c n_k δ² = 2·(1·2·1 + 1·1·4 + 2·1·1) = 16.
    // α = 1 − 12/16 = 0.25. Ordinal δ²: (1,2) → (3 − 1.5)² = 2.25 = (2,3); (1,3) → (4 − 1)² = 9:
    // observed 3·4·2.25 = 27, expected 2·(2·2.25 + 1·9 + 2·2.25) = 36, α = 0.25.
    const two = codeRatingMatrix({
      rows: [
        [0, 1],
        [1, 2],
      ],
    });
    expect(computeMetricAlpha({ ratings: two, metric: "interval" }).alpha).toBeCloseTo(0.25, 12);
    expect(computeMetricAlpha({ ratings: two, metric: "ordinal" }).alpha).toBeCloseTo(0.25, 12);
  });

  it("credits near misses on a scale, unlike nominal α", () => {
    // Two raters a grade apart on every patch (1–4 scale) against two raters at opposite ends.
    const near = codeRatingMatrix({
      rows: [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 2],
        [1, 0],
        [2, 1],
      ],
    });
    const far = codeRatingMatrix({
      rows: [
        [0, 3],
        [3, 0],
        [1, 3],
        [0, 2],
        [3, 0],
        [2, 0],
      ],
    });
    const ordinal = (r: typeof near) =>
      computeMetricAlpha({ ratings: r, metric: "ordinal" }).alpha!;
    expect(ordinal(near)).toBeGreaterThan(0.4);
    expect(ordinal(far)).toBeLessThan(0);
    expect(computeKrippendorffAlpha({ ratings: near }).alpha!).toBeLessThan(0);
  });

  it("is 1 under perfect agreement and null with a reason when undefined", () => {
    const same = codeRatingMatrix({
      rows: [
        [0, 0, null],
        [3, 3, 3],
        [2, null, 2],
      ],
    });
    expect(computeMetricAlpha({ ratings: same, metric: "ordinal" }).alpha).toBe(1);
    const one = codeRatingMatrix({
      rows: [
        [1, 1],
        [1, 1],
      ],
    });
    expect(computeMetricAlpha({ ratings: one, metric: "ordinal" })).toMatchObject({
      alpha: null,
      reason: expect.stringMatching(/one category/),
    });
    const lonely = codeRatingMatrix({
      rows: [
        [0, null],
        [null, 1],
      ],
    });
    expect(computeMetricAlpha({ ratings: lonely, metric: "interval" }).alpha).toBeNull();
    expect(() => computeMetricAlpha({ ratings: same, metric: "interval", scale: [1, 2] })).toThrow(
      /one value per category/,
    );
  });
});
