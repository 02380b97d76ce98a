import { describe, expect, it } from "vitest";
import { testMcNemarExact } from "./test-mcnemar-exact";

/** The two-sided exact p-value with exact rational arithmetic (BigInt), for comparison. */
function exact(b: number, c: number): number {
  const n = b + c;
  let choose = 1n;
  let tail = 0n;
  for (let i = 0; i <= Math.min(b, c); i++) {
    if (i > 0) choose = (choose * BigInt(n - i + 1)) / BigInt(i);
    tail += choose;
  }
  const p = Number((2n * tail * 10n ** 18n) / 2n ** BigInt(n)) / 1e18;
  return Math.min(1, p);
}

describe("testMcNemarExact", () => {
  it("is the binomial tail on the discordant pairs (hand-computed)", () => {
    // b = 1, c = 6: P(X ≤ 1) = (1 + 7)/128; two-sided 16/128.
    expect(testMcNemarExact({ b: 1, c: 6 }).pValue).toBeCloseTo(0.125, 14);
    expect(testMcNemarExact({ b: 6, c: 1 }).pValue).toBeCloseTo(0.125, 14);
    // b = 0, c = 5: 2/32.
    expect(testMcNemarExact({ b: 0, c: 5 }).pValue).toBeCloseTo(0.0625, 14);
    expect(testMcNemarExact({ b: 3, c: 3 }).pValue).toBe(1);
    expect(testMcNemarExact({ b: 0, c: 0 }).pValue).toBe(1);
  });

  it("matches exact integer arithmetic for large counts", () => {
    for (const [b, c] of [
      [150, 86],
      [400, 430],
      [12, 40],
    ] as const)
      expect(testMcNemarExact({ b, c }).pValue).toBeCloseTo(exact(b, c), 12);
  });

  it("refuses counts that are not non-negative integers", () => {
    expect(() => testMcNemarExact({ b: -1, c: 2 })).toThrow(/b must be/);
  });
});
