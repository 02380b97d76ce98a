import { describe, expect, it } from "vitest";
import { computePercentile } from "./compute-percentile";

describe("computePercentile", () => {
  it("interpolates linearly between ranks (NumPy's default)", () => {
    const sorted = [0, 0, 0.2, 0.5, 0.9];
    // h = 4·0.5 = 2 → 0.2; h = 4·0.75 = 3 → 0.5; h = 4·0.9 = 3.6 → 0.5 + 0.6·0.4 = 0.74
    expect(computePercentile({ sorted, p: 50 })).toBeCloseTo(0.2, 14);
    expect(computePercentile({ sorted, p: 75 })).toBeCloseTo(0.5, 14);
    expect(computePercentile({ sorted, p: 90 })).toBeCloseTo(0.74, 14);
    expect(computePercentile({ sorted, p: 0 })).toBe(0);
    expect(computePercentile({ sorted, p: 100 })).toBe(0.9);
    // numpy.percentile([1, 2, 3, 4], [10, 33, 90]) = [1.3, 1.99, 3.7]
    expect(computePercentile({ sorted: [1, 2, 3, 4], p: 10 })).toBeCloseTo(1.3, 12);
    expect(computePercentile({ sorted: [1, 2, 3, 4], p: 33 })).toBeCloseTo(1.99, 12);
    expect(computePercentile({ sorted: [1, 2, 3, 4], p: 90 })).toBeCloseTo(3.7, 12);
  });

  it("is null without values and refuses a percentile outside 0–100", () => {
    expect(computePercentile({ sorted: [], p: 50 })).toBeNull();
    expect(computePercentile({ sorted: [7], p: 90 })).toBe(7);
    expect(() => computePercentile({ sorted: [1], p: 101 })).toThrow(/0–100/);
    expect(() => computePercentile({ sorted: [1], p: Number.NaN })).toThrow(/0–100/);
  });
});
