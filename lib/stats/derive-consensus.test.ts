import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { deriveConsensus } from "./derive-consensus";
import { markUnanimousItems } from "./mark-unanimous-items";

const _ = null;
// Labels 0, 1, 2; raters in columns.
const rows = [
  [0, 0, 0], // unanimous 0
  [0, 1, 1], // majority 1
  [0, 1, _], // tie
  [1, 1, 1], // unanimous 1, but adjudicated 0 below
  [_, _, _], // unrated
  [2, _, _], // one rating: single (unanimous needs two)
  [0, 1, 2], // three-way tie
  [0, 0, 1], // majority 0
];

describe("deriveConsensus", () => {
  it("takes the unanimous or majority label, leaves ties and unrated items without one, and counts them", () => {
    const result = deriveConsensus({ ratings: codeRatingMatrix({ rows }) });
    expect([...result.label]).toEqual([0, 1, -1, 1, -1, 2, -1, 0]);
    expect([...result.kind].map((k) => result.kinds[k])).toEqual([
      "unanimous",
      "majority",
      "tie",
      "unanimous",
      "unrated",
      "single",
      "tie",
      "majority",
    ]);
    expect(result.counts).toEqual({
      adjudicated: 0,
      unanimous: 2,
      majority: 2,
      single: 1,
      tie: 2,
      unrated: 1,
    });
  });

  it("lets an adjudicated label win over the raters, ties and unrated items alike", () => {
    const adjudicated = Int32Array.of(-1, -1, 1, 0, 2, -1, -1, -1);
    const result = deriveConsensus({ ratings: codeRatingMatrix({ rows }), adjudicated });
    expect([...result.label]).toEqual([0, 1, 1, 0, 2, 2, -1, 0]);
    expect(result.counts).toEqual({
      adjudicated: 3,
      unanimous: 1,
      majority: 2,
      single: 1,
      tie: 1,
      unrated: 0,
    });
  });

  it("counts as unanimous exactly the items markUnanimousItems marks (one definition)", () => {
    const ratings = codeRatingMatrix({ rows });
    const { unanimous } = markUnanimousItems({ ratings });
    const result = deriveConsensus({ ratings });
    expect([...result.kind].map((k) => (result.kinds[k] === "unanimous" ? 1 : 0))).toEqual([
      ...unanimous,
    ]);
  });

  it("refuses an adjudication column of the wrong length", () => {
    expect(() =>
      deriveConsensus({ ratings: codeRatingMatrix({ rows }), adjudicated: Int32Array.of(0) }),
    ).toThrow(/one entry per item/);
  });
});
