import { describe, expect, it } from "vitest";
import { computeRequirementAgreement } from "./compute-requirement-agreement";

const reqs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ index: i + 1, text: `r${i + 1}` }));
const met = (index: number) => ({ index, met: true });
const not = (index: number) => ({ index, met: false });

describe("computeRequirementAgreement", () => {
  it("compares the judge's and the raters' majorities per bug and requirement (hand-computed)", () => {
    const rows = computeRequirementAgreement({
      patches: [
        // b1 #1: judge met, 2 of 3 raters ticked → met (agree). #2: not, 0 of 3 → not (agree).
        { bug: "b1", requirements: reqs(2), judge: [[met(1), not(2)]], raters: [[1], [1], []] },
        // #1: 1 of 2 raters → tie (left out). #2: judge met, 2 of 2 → met (agree).
        { bug: "b1", requirements: reqs(2), judge: [[not(1), met(2)]], raters: [[1, 2], [2]] },
        // #1: the judge's samples tie (left out). #2: met by both samples, no rater ticked (disagree).
        {
          bug: "b1",
          requirements: reqs(2),
          judge: [
            [met(1), met(2)],
            [not(1), met(2)],
          ],
          raters: [[], []],
        },
        // #1: judge met, the only rater did not tick (disagree). #2: no answer: not compared.
        { bug: "b1", requirements: reqs(2), judge: [[met(1)]], raters: [[]] },
        // Not rated: left out altogether.
        { bug: "b2", requirements: reqs(1), judge: [[met(1)]], raters: [] },
        // b2 #1: judge not met, the rater ticked (disagree).
        { bug: "b2", requirements: reqs(1), judge: [[not(1)]], raters: [[1]] },
        // b3 #1: both met: agreement 1, κ undefined (chance agreement 1).
        { bug: "b3", requirements: reqs(1), judge: [[met(1)]], raters: [[1]] },
      ],
    });
    expect(rows.map((r) => [r.bug, r.index, r.text])).toEqual([
      ["b1", 1, "r1"],
      ["b1", 2, "r2"],
      ["b2", 1, "r1"],
      ["b3", 1, "r1"],
      [null, null, null],
    ]);
    // b1 #1: table [[1,1],[0,0]]: po 1/2, pe 1·1/2 + 0 = 1/2 → κ 0.
    expect(rows[0]).toMatchObject({
      n: 2,
      agree: 1,
      agreement: 0.5,
      kappa: 0,
      judgeMet: 2,
      ratersMet: 1,
      ties: 2,
    });
    // b1 #2: [[1,1],[0,1]]: po 2/3, pe 2/3·1/3 + 1/3·2/3 = 4/9 → κ (2/9)/(5/9) = 0.4.
    expect(rows[1]).toMatchObject({ n: 3, agree: 2, judgeMet: 2, ratersMet: 1, ties: 0 });
    expect(rows[1]!.agreement).toBeCloseTo(2 / 3, 12);
    expect(rows[1]!.kappa).toBeCloseTo(0.4, 12);
    expect(rows[2]).toMatchObject({
      n: 1,
      agree: 0,
      agreement: 0,
      kappa: 0,
      judgeMet: 0,
      ratersMet: 1,
    });
    expect(rows[3]).toMatchObject({ n: 1, agree: 1, agreement: 1, kappa: null });
    // Overall [[3,2],[1,1]]: po 4/7, pe 5/7·4/7 + 2/7·3/7 = 26/49 → κ (2/49)/(23/49) = 2/23.
    expect(rows[4]).toMatchObject({ n: 7, agree: 4, judgeMet: 5, ratersMet: 4, ties: 2 });
    expect(rows[4]!.agreement).toBeCloseTo(4 / 7, 12);
    expect(rows[4]!.kappa).toBeCloseTo(2 / 23, 12);
  });

  it("gives only an empty overall row without comparisons", () => {
    expect(computeRequirementAgreement({ patches: [] })).toEqual([
      {
        bug: null,
        index: null,
        text: null,
        n: 0,
        agree: 0,
        agreement: null,
        kappa: null,
        judgeMet: 0,
        ratersMet: 0,
        ties: 0,
      },
    ]);
  });
});
