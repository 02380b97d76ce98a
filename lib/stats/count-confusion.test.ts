import { describe, expect, it } from "vitest";
import { countConfusion } from "./count-confusion";
import { countDisputedFalsePositives } from "./count-disputed-false-positives";

// Label codes: 0 = VALID (positive), 1 = INVALID, 2 = another negative label, −1 = no label.
const truth = Int32Array.of(0, 0, 1, 1, 2, 0, -1, 1);
const predicted = Int32Array.of(0, 1, 0, 1, 0, -1, 0, 2);

describe("countConfusion", () => {
  it("counts items where both sides have a label; any label but the positive one is negative", () => {
    expect(countConfusion({ truth, predicted, positive: 0 })).toEqual({
      tp: 1,
      fn: 1,
      fp: 2,
      tn: 2,
    });
  });

  it("restricts to the included items", () => {
    const include = Uint8Array.of(1, 1, 0, 0, 1, 1, 1, 0);
    expect(countConfusion({ truth, predicted, positive: 0, include })).toEqual({
      tp: 1,
      fn: 1,
      fp: 1,
      tn: 0,
    });
  });

  it("refuses columns of different lengths", () => {
    expect(() => countConfusion({ truth, predicted: Int32Array.of(0), positive: 0 })).toThrow(
      /one entry per item/,
    );
  });
});

describe("countDisputedFalsePositives", () => {
  it("counts the false positives that fall on items without unanimous ratings", () => {
    // False positives on items 2 and 4; item 2 was disputed, item 4 unanimous.
    const unanimous = Uint8Array.of(1, 1, 0, 1, 1, 0, 0, 0);
    expect(countDisputedFalsePositives({ truth, predicted, positive: 0, unanimous })).toEqual({
      falsePositives: 2,
      onDisputed: 1,
    });
  });
});
