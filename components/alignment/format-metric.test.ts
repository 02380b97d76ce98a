import { describe, expect, it } from "vitest";
import { formatDelta, formatMetric } from "./format-metric";

describe("formatMetric and formatDelta", () => {
  it("prints two decimals, signs changes and marks undefined values", () => {
    expect(formatMetric(1 / 3)).toBe("0.33");
    expect(formatMetric(null)).toBe("–");
    expect(formatDelta(1 / 3)).toBe("+0.33");
    expect(formatDelta(-1 / 6)).toBe("−0.17");
    expect(formatDelta(0.001)).toBe("±0.00");
    expect(formatDelta(null)).toBe("–");
  });
});
