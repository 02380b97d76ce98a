import { describe, expect, it } from "vitest";
import { findMissingStudyLabels } from "./find-missing-study-labels";

describe("findMissingStudyLabels", () => {
  it("lists per rater the own and swapped labels still missing, leaving out raters who are done", () => {
    expect(
      findMissingStudyLabels({
        raters: [
          { name: "Rae", own: 8, swap: 0 },
          { name: "Rik", own: 8, swap: 8 },
          { name: "Ros", own: 3, swap: 7 },
        ],
        patches: 8,
      }),
    ).toEqual({
      missing: [
        { name: "Rae", own: 0, swap: 8 },
        { name: "Ros", own: 5, swap: 1 },
      ],
      total: 14,
      lines: [
        "Rae: 8 of 8 swapped-rubric labels",
        "Ros: 5 of 8 own-rubric labels, 1 of 8 swapped-rubric labels",
      ],
    });
    expect(
      findMissingStudyLabels({ raters: [{ name: "Rae", own: 2, swap: 2 }], patches: 2 }),
    ).toEqual({ missing: [], total: 0, lines: [] });
  });
});
