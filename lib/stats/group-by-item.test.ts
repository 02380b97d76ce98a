import { describe, expect, it } from "vitest";
import { groupByItem } from "./group-by-item";
import type { TCodedRatings } from "./types";

const ratings = (item: number[], rater: number[], label: number[]): TCodedRatings => ({
  itemCount: 3,
  raterCount: 3,
  labelCount: 2,
  item: Int32Array.from(item),
  rater: Int32Array.from(rater),
  label: Int32Array.from(label),
});
const plain = (index: ReturnType<typeof groupByItem>) => ({
  start: [...index.start],
  order: [...index.order],
});

describe("groupByItem", () => {
  it("groups ratings in item order and shuffled ones alike, leaving out missing labels", () => {
    // Item order: the rows themselves, no sort; a missing label (−1) is left out.
    expect(
      plain(groupByItem({ ratings: ratings([0, 0, 1, 2, 2], [0, 1, 0, 1, 2], [0, 1, 1, 0, 1]) })),
    ).toEqual({
      start: [0, 2, 3, 5],
      order: [0, 1, 2, 3, 4],
    });
    expect(
      plain(groupByItem({ ratings: ratings([0, 0, 1, 2, 2], [0, 1, 0, 1, 2], [0, -1, 1, 0, 1]) })),
    ).toEqual({
      start: [0, 1, 2, 4],
      order: [0, 2, 3, 4],
    });
    expect(
      plain(groupByItem({ ratings: ratings([2, 0, 1, 0, 2], [1, 0, 0, 1, 2], [0, 0, 1, -1, 1]) })),
    ).toEqual({
      start: [0, 1, 2, 4],
      order: [1, 2, 0, 4],
    });
  });

  it("refuses a rater rating an item twice, in item order or not, after the range checks", () => {
    const twice = (item: number[], rater: number[]) =>
      groupByItem({
        ratings: ratings(
          item,
          rater,
          item.map(() => 0),
        ),
      });
    expect(() => twice([0, 0, 1, 1], [0, 1, 2, 2])).toThrow("Rater 2 rated item 1 more than once.");
    expect(() => twice([1, 0, 1, 0], [2, 0, 2, 1])).toThrow("Rater 2 rated item 1 more than once.");
    expect(() => twice([0, 0, 1, 1, 7], [0, 0, 2, 1, 0])).toThrow(
      /Rating 4 has a code out of range/,
    );
  });
});
