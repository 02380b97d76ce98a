import { describe, expect, it } from "vitest";
import { MAX_ACTIVE_MS, ZActiveMs } from "./schemas";

describe("ZActiveMs", () => {
  it("takes whole non-negative milliseconds, caps them at 4 h and defaults to 0", () => {
    expect(ZActiveMs.parse(1234)).toBe(1234);
    expect(ZActiveMs.parse(undefined)).toBe(0);
    expect(ZActiveMs.parse(10 * 60 * 60 * 1000)).toBe(MAX_ACTIVE_MS);
    expect(MAX_ACTIVE_MS).toBe(4 * 60 * 60 * 1000);
  });
  it("refuses negative, fractional and non-numeric times", () => {
    for (const bad of [-1, 1.5, "100", Number.NaN])
      expect(ZActiveMs.safeParse(bad).success).toBe(false);
  });
});
