import { describe, expect, it } from "vitest";
import { segmentEdits } from "./segment-edits";
import { summarizeEdits } from "./summarize-edits";

describe("summarizeEdits", () => {
  it("counts no regions as all zero", () => {
    expect(summarizeEdits({ regions: [] })).toEqual({
      added: 0,
      deleted: 0,
      modified: 0,
      total: 0,
    });
  });

  it("counts regions by type", () => {
    const regions = segmentEdits({ base: "a\nb\nc\nd\ne\n", next: "new\na\nc\nD\ne\nend\n" });
    // "new" added, "b" deleted, "d" → "D" modified, "end" added
    expect(summarizeEdits({ regions })).toEqual({ added: 2, deleted: 1, modified: 1, total: 4 });
  });
});
