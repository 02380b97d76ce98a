import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computeUnanimousShare } from "./compute-unanimous-share";
import { markUnanimousItems } from "./mark-unanimous-items";

const _ = null;
const rows = [
  [0, 0, 0],
  [0, 1, 0],
  [1, 1, -1], // the missing rating does not break unanimity
  [1, -1, _], // one rating left: not pairable
  [_, _, _],
];

describe("computeUnanimousShare / markUnanimousItems", () => {
  it("counts, among items with two or more non-missing ratings, those whose labels all agree", () => {
    const ratings = codeRatingMatrix({ rows, labelCount: 2 });
    expect(markUnanimousItems({ ratings })).toEqual({
      pairable: Uint8Array.of(1, 1, 1, 0, 0),
      unanimous: Uint8Array.of(1, 0, 1, 0, 0),
    });
    expect(computeUnanimousShare({ ratings })).toEqual({ share: 2 / 3, unanimous: 2, items: 3 });
  });

  it("is null when no item has two ratings", () => {
    expect(
      computeUnanimousShare({ ratings: codeRatingMatrix({ rows: [[0, _]] }) }).share,
    ).toBeNull();
  });
});
