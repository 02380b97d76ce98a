import { describe, expect, it } from "vitest";
import { estimatePassAtK } from "@/lib/stats/estimate-pass-at-k";
import { computeFilteredSuccessAtK } from "./compute-filtered-success-at-k";

describe("computeFilteredSuccessAtK", () => {
  it("is 1 − C(n′−c′, k)/C(n′, k) averaged over the bugs that keep a patch", () => {
    // Bug A keeps 4 patches, 1 succeeds: k=1 → 1/4; k=2 → 1 − C(3,2)/C(4,2) = 1 − 3/6 = 1/2.
    // Bug B keeps 2, none succeeds: 0. Bug C lost every patch: not in B′.
    const bugs = [
      { n: 4, c: 1 },
      { n: 2, c: 0 },
      { n: 0, c: 0 },
    ];
    expect(computeFilteredSuccessAtK({ bugs, k: 1 })).toBeCloseTo((0.25 + 0) / 2, 14);
    expect(computeFilteredSuccessAtK({ bugs, k: 2 })).toBeCloseTo((0.5 + 0) / 2, 14);
    // k = 3: A → 1 − C(3,3)/C(4,3) = 1 − 1/4; B shows both (k′ = 2) and still fails.
    expect(computeFilteredSuccessAtK({ bugs, k: 3 })).toBeCloseTo((0.75 + 0) / 2, 14);
  });

  it("counts a bug with fewer kept patches than k as all of them shown", () => {
    expect(computeFilteredSuccessAtK({ bugs: [{ n: 1, c: 1 }], k: 5 })).toBe(1);
    expect(computeFilteredSuccessAtK({ bugs: [{ n: 2, c: 0 }], k: 5 })).toBe(0);
    expect(
      computeFilteredSuccessAtK({
        bugs: [
          { n: 1, c: 1 },
          { n: 3, c: 1 },
        ],
        k: 2,
      }),
    ).toBeCloseTo((1 + (1 - 1 / 3)) / 2, 14); // C(2,2)/C(3,2) = 1/3
  });

  it("equals the unbiased pass@k when nothing is filtered and every bug has k samples", () => {
    const bugs = [
      { n: 10, c: 3 },
      { n: 10, c: 0 },
      { n: 10, c: 10 },
      { n: 10, c: 1 },
    ];
    for (const k of [1, 3, 7, 10])
      expect(computeFilteredSuccessAtK({ bugs, k })).toBeCloseTo(estimatePassAtK({ bugs, k }), 14);
  });

  it("is null when no bug keeps a patch, and refuses bad input", () => {
    expect(computeFilteredSuccessAtK({ bugs: [{ n: 0, c: 0 }], k: 1 })).toBeNull();
    expect(computeFilteredSuccessAtK({ bugs: [], k: 1 })).toBeNull();
    expect(() => computeFilteredSuccessAtK({ bugs: [{ n: 1, c: 2 }], k: 1 })).toThrow(/0 ≤ c ≤ n/);
    expect(() => computeFilteredSuccessAtK({ bugs: [{ n: 1, c: 1 }], k: 0 })).toThrow(/positive/);
  });
});
