import { describe, expect, it } from "vitest";
import { estimatePassAtK } from "./estimate-pass-at-k";

describe("estimatePassAtK", () => {
  it("matches 1 − C(n−c, k)/C(n, k) on hand cases", () => {
    expect(estimatePassAtK({ bugs: [{ n: 5, c: 2 }], k: 1 })).toBeCloseTo(0.4, 14); // 1 − 3/5
    expect(estimatePassAtK({ bugs: [{ n: 5, c: 2 }], k: 2 })).toBeCloseTo(0.7, 14); // 1 − C(3,2)/C(5,2) = 1 − 3/10
    expect(estimatePassAtK({ bugs: [{ n: 10, c: 3 }], k: 5 })).toBeCloseTo(1 - 21 / 252, 14); // C(7,5) = 21, C(10,5) = 252
    expect(estimatePassAtK({ bugs: [{ n: 5, c: 0 }], k: 3 })).toBe(0);
    expect(estimatePassAtK({ bugs: [{ n: 5, c: 4 }], k: 2 })).toBe(1); // n − c = 1 < k
  });

  it("averages over bugs", () => {
    expect(
      estimatePassAtK({
        bugs: [
          { n: 5, c: 2 },
          { n: 4, c: 0 },
          { n: 1, c: 1 },
        ],
        k: 1,
      }),
    ).toBeCloseTo((0.4 + 0 + 1) / 3, 14);
  });

  it("refuses k above a bug's sample count, bad counts and no bugs", () => {
    expect(() => estimatePassAtK({ bugs: [{ n: 2, c: 1 }], k: 3 })).toThrow(/exceeds its 2 sample/);
    expect(() => estimatePassAtK({ bugs: [{ n: 2, c: 3 }], k: 1 })).toThrow(/0 ≤ c ≤ n/);
    expect(() => estimatePassAtK({ bugs: [], k: 1 })).toThrow(/at least one bug/);
    expect(() => estimatePassAtK({ bugs: [{ n: 2, c: 1 }], k: 0 })).toThrow(/positive integer/);
  });
});
