import { describe, expect, it } from "vitest";
import { segmentEdits, type TEditRegion } from "./segment-edits";

/** Rebuilds `next` from `base` by replacing every region's base range with its afterText. */
function apply(base: string, regions: TEditRegion[]): string {
  let out = base;
  for (const r of [...regions].reverse())
    out = out.slice(0, r.baseStart) + r.afterText + out.slice(r.baseEnd);
  return out;
}

function check(base: string, next: string): TEditRegion[] {
  const regions = segmentEdits({ base, next });
  expect(apply(base, regions)).toBe(next);
  for (const r of regions) {
    expect(base.slice(r.baseStart, r.baseEnd)).toBe(r.beforeText);
    expect(next.slice(r.newStart, r.newEnd)).toBe(r.afterText);
  }
  return regions;
}

describe("segmentEdits", () => {
  it("returns no region for identical texts", () => {
    expect(segmentEdits({ base: "a\nb\n", next: "a\nb\n" })).toEqual([]);
    expect(segmentEdits({ base: "", next: "" })).toEqual([]);
  });

  it("finds an addition at the start, in the middle and at the end", () => {
    expect(check("b\nc\n", "a\nb\nc\n")).toEqual([
      {
        type: "addition",
        baseStart: 0,
        baseEnd: 0,
        newStart: 0,
        newEnd: 2,
        beforeText: "",
        afterText: "a\n",
      },
    ]);
    expect(check("a\nc\n", "a\nb\nc\n")).toEqual([
      {
        type: "addition",
        baseStart: 2,
        baseEnd: 2,
        newStart: 2,
        newEnd: 4,
        beforeText: "",
        afterText: "b\n",
      },
    ]);
    expect(check("a\nb\n", "a\nb\nc\nd\n")).toEqual([
      {
        type: "addition",
        baseStart: 4,
        baseEnd: 4,
        newStart: 4,
        newEnd: 8,
        beforeText: "",
        afterText: "c\nd\n",
      },
    ]);
    expect(check("", "new\n")).toEqual([
      {
        type: "addition",
        baseStart: 0,
        baseEnd: 0,
        newStart: 0,
        newEnd: 4,
        beforeText: "",
        afterText: "new\n",
      },
    ]);
  });

  it("finds a deletion", () => {
    expect(check("keep\ndrop me\nkeep too\n", "keep\nkeep too\n")).toEqual([
      {
        type: "deletion",
        baseStart: 5,
        baseEnd: 13,
        newStart: 5,
        newEnd: 5,
        beforeText: "drop me\n",
        afterText: "",
      },
    ]);
    expect(check("only\n", "")).toEqual([
      {
        type: "deletion",
        baseStart: 0,
        baseEnd: 5,
        newStart: 0,
        newEnd: 0,
        beforeText: "only\n",
        afterText: "",
      },
    ]);
  });

  it("merges removed and added lines into one modification", () => {
    expect(check("## Root cause\nA race.\n\n", "## Root cause\nA data race.\n\n")).toEqual([
      {
        type: "modification",
        baseStart: 14,
        baseEnd: 22,
        newStart: 14,
        newEnd: 27,
        beforeText: "A race.\n",
        afterText: "A data race.\n",
      },
    ]);
    expect(check("x\n1\n2\ny\n", "x\nthree\ny\n")).toEqual([
      {
        type: "modification",
        baseStart: 2,
        baseEnd: 6,
        newStart: 2,
        newEnd: 8,
        beforeText: "1\n2\n",
        afterText: "three\n",
      },
    ]);
  });

  it("lists several regions in document order", () => {
    const base = "h\n- a\n- b\n- c\n- d\n";
    const next = "h\n- a\n- B\n- c\n- e\n- f\n";
    expect(check(base, next).map((r) => [r.type, r.beforeText, r.afterText])).toEqual([
      ["modification", "- b\n", "- B\n"],
      ["modification", "- d\n", "- e\n- f\n"],
    ]);
    const dropped = check("1\n2\n3\n4\n5\n", "0\n1\n3\n4\n5\n6\n");
    expect(dropped.map((r) => [r.type, r.baseStart, r.baseEnd, r.newStart, r.newEnd])).toEqual([
      ["addition", 0, 0, 0, 2],
      ["deletion", 2, 4, 4, 4],
      ["addition", 10, 10, 10, 12],
    ]);
  });

  it("treats a last line without a newline as its own line", () => {
    expect(check("a\nb", "a\nb\n")).toEqual([
      {
        type: "modification",
        baseStart: 2,
        baseEnd: 3,
        newStart: 2,
        newEnd: 4,
        beforeText: "b",
        afterText: "b\n",
      },
    ]);
    expect(check("a\n", "a\nb")).toEqual([
      {
        type: "addition",
        baseStart: 2,
        baseEnd: 2,
        newStart: 2,
        newEnd: 3,
        beforeText: "",
        afterText: "b",
      },
    ]);
    expect(check("no newline", "no newline at all")).toEqual([
      {
        type: "modification",
        baseStart: 0,
        baseEnd: 10,
        newStart: 0,
        newEnd: 17,
        beforeText: "no newline",
        afterText: "no newline at all",
      },
    ]);
  });

  it("reproduces next from base for a rewritten rubric", () => {
    const base =
      "## Root cause\nOverflow.\n\n## Requirements for a valid fix\n- [ ] a\n- [ ] b\n- [ ] c\n";
    const next =
      "## Root cause\nHeap overflow in parse().\n\n## Requirements for a valid fix\n- [ ] a\n- [ ] c\n- [ ] d\n";
    expect(check(base, next).map((r) => r.type)).toEqual(["modification", "deletion", "addition"]);
  });
});
