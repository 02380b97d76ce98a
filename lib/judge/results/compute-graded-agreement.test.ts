import { describe, expect, it } from "vitest";
import { computeGradedAgreement } from "./compute-graded-agreement";

describe("computeGradedAgreement", () => {
  it("matches a hand-computed quadratic and linear κ, with median raters and the confusion table", () => {
    // Raters' medians: [1,2] → 1 (half rounds down), [3] → 3, [2,3,3] → 3, [4] → 4.
    const patches = [
      { judge: 1, raters: [1, 2] },
      { judge: 2, raters: [3] },
      { judge: 3, raters: [2, 3, 3] },
      { judge: 4, raters: [4] },
      { judge: 2, raters: [] },
    ].map((p) => ({
      ...p,
      judgeDimensions: { security: p.judge },
      raterDimensions: p.raters.map(() => ({ security: 4 })),
    }));
    const out = computeGradedAgreement({ patches, grades: 4, dimensions: ["security"] });
    // Pairs (judge, raters): (1,1) (2,3) (3,3) (4,4); n = 4.
    // Judge margins per grade 1..4: ¼ each; raters: ¼, 0, ½, ¼.
    // Quadratic: observed Σw·o = (2−3)²·¼ = 0.25; expected Σw·e = ¼·Σ_i Σ_j (i−j)²·q_j
    //   = ¼·[(0+0+4·½+9·¼) + (1·¼+0+1·½+4·¼) + (4·¼+0+0+1·¼) + (9·¼+0+1·½+0)]
    //   = ¼·[4.25+1.75+1.25+2.75] = 2.5; κ = 1 − 0.25 / 2.5 = 0.9.
    // Linear: observed 0.25; expected ¼·[(0+1+0.75)+(0.25+0.5+0.5)+(0.5+0+0.25)+(0.75+0.5+0)]
    //   = ¼·5 = 1.25; κ = 1 − 0.25 / 1.25 = 0.8.
    expect(out.n).toBe(4);
    expect(out.quadratic).toBeCloseTo(0.9, 12);
    expect(out.linear).toBeCloseTo(0.8, 12);
    expect(out.exact).toBe(0.75);
    expect(out.confusion).toEqual([
      [1, 0, 0, 0],
      [0, 0, 1, 0],
      [0, 0, 1, 0],
      [0, 0, 0, 1],
    ]);
    // Raters graded security 4 throughout: observed and chance disagreement are equal, κ = 0.
    expect(out.dimensions[0]).toMatchObject({ key: "security", n: 4, exact: 0.25 });
    expect(out.dimensions[0]!.quadratic).toBeCloseTo(0, 12);
  });
});
