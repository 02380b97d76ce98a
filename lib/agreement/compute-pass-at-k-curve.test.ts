import { describe, expect, it } from "vitest";
import { computePassAtKCurve } from "./compute-pass-at-k-curve";

const patch = (bug: string, passes: boolean | null, valid: boolean | null) => ({
  bug,
  passes,
  valid,
});

describe("computePassAtKCurve", () => {
  it("averages the unbiased estimator over the bugs with at least k samples, by hand", () => {
    // Bug A: 4 samples, 2 pass, 1 of them judged valid. Bug B: 2 samples, 1 passes and is valid.
    const curve = computePassAtKCurve({
      runId: "r",
      patches: [
        patch("A", true, true),
        patch("A", true, false),
        patch("A", false, true),
        patch("A", false, false),
        patch("B", true, true),
        patch("B", false, false),
        patch("C", null, true),
      ],
    });
    expect(curve).toMatchObject({ runId: "r", bugs: 2, patches: 6 });
    const [k1, k2, k3, k4] = curve!.points;
    // k = 1: c/n per bug. A: 2/4 pass, 1/4 pass-and-valid; B: 1/2 and 1/2.
    expect(k1).toEqual({
      k: 1,
      bugs: 2,
      pass: (2 / 4 + 1 / 2) / 2,
      passValid: (1 / 4 + 1 / 2) / 2,
    });
    // k = 2: A pass 1 − C(2,2)/C(4,2) = 5/6, valid 1 − C(3,2)/C(4,2) = 1/2; B: 1 − C(1,2)/C(2,2) = 1 for both.
    expect(k2!.k).toBe(2);
    expect(k2!.pass).toBeCloseTo((5 / 6 + 1) / 2, 14);
    expect(k2!.passValid).toBeCloseTo((1 / 2 + 1) / 2, 14);
    // k = 3, 4: only A has enough samples. A pass@3 = 1 (n − c = 2 < 3); valid 1 − C(3,3)/C(4,3) = 3/4; @4 = 1.
    expect(k3).toMatchObject({ k: 3, bugs: 1, pass: 1 });
    expect(k3!.passValid).toBeCloseTo(3 / 4, 14);
    expect(k4).toEqual({ k: 4, bugs: 1, pass: 1, passValid: 1 });
  });

  it("is null when no patch has both a tests-pass flag and a judge label", () => {
    expect(
      computePassAtKCurve({
        runId: "r",
        patches: [patch("A", null, true), patch("A", true, null)],
      }),
    ).toBeNull();
  });
});
