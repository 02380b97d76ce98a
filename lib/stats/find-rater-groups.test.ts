import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { findRaterGroups } from "./find-rater-groups";

const _ = null;

describe("findRaterGroups", () => {
  it("splits raters that never share an item, linking chains and counting missing ratings", () => {
    // Raters 0–1 share item 0; 1–2 share item 1 (chain: 0, 1, 2 in one group); rater 3 is linked
    // to 4 only through a missing rating (−1) on item 2; rater 5 rated alone; rater 6 never.
    const rows = [
      [0, 1, _, _, _, _, _],
      [_, 0, 0, _, _, _, _],
      [_, _, _, -1, 1, _, _],
      [_, _, _, _, _, 0, _],
    ];
    const g = findRaterGroups({ ratings: codeRatingMatrix({ rows }) });
    expect(g.count).toBe(3);
    expect([...g.group]).toEqual([0, 0, 0, 1, 1, 2, -1]);
  });

  it("finds one group when every rater rated every item", () => {
    const g = findRaterGroups({
      ratings: codeRatingMatrix({
        rows: [
          [0, 1],
          [1, 1],
        ],
      }),
    });
    expect(g).toEqual({ count: 1, group: Int32Array.of(0, 0) });
  });
});
