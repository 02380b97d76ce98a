import { describe, expect, it } from "vitest";
import { resultsCursorRow, stepResultsCursor } from "./results-cursor";

describe("J and K over a page of judge results", () => {
  const page = { rows: 3, hasNext: true, hasPrevious: true };

  it("move within the page", () => {
    expect(stepResultsCursor({ ...page, at: 0, step: 1 })).toEqual({ kind: "row", index: 1 });
    expect(stepResultsCursor({ ...page, at: 2, step: -1 })).toEqual({ kind: "row", index: 1 });
  });

  it("turn to the next page's first row from the last row, and back to the previous page's last", () => {
    expect(stepResultsCursor({ ...page, at: 2, step: 1 })).toEqual({
      kind: "page",
      step: 1,
      land: "first",
    });
    expect(stepResultsCursor({ ...page, at: 0, step: -1 })).toEqual({
      kind: "page",
      step: -1,
      land: "last",
    });
  });

  it("stop at the ends of the results and on an empty page", () => {
    const only = { rows: 3, hasNext: false, hasPrevious: false };
    expect(stepResultsCursor({ ...only, at: 2, step: 1 })).toEqual({ kind: "stay" });
    expect(stepResultsCursor({ ...only, at: 0, step: -1 })).toEqual({ kind: "stay" });
    expect(stepResultsCursor({ ...page, rows: 0, at: 0, step: 1 })).toEqual({ kind: "stay" });
  });
});

describe("the results cursor's row", () => {
  const keys = ["a", "b", "c"];

  it("starts at the patch the address opens when it is on the page, else at the first row", () => {
    expect(resultsCursorRow({ chosen: null, keys, openKey: "c" })).toBe(2);
    expect(resultsCursorRow({ chosen: null, keys, openKey: "elsewhere" })).toBe(0);
    expect(resultsCursorRow({ chosen: null, keys, openKey: null })).toBe(0);
  });

  it("is the row chosen since, kept within the page", () => {
    expect(resultsCursorRow({ chosen: 1, keys, openKey: "c" })).toBe(1);
    expect(resultsCursorRow({ chosen: 7, keys, openKey: null })).toBe(2);
    expect(resultsCursorRow({ chosen: null, keys: [], openKey: "a" })).toBe(0);
  });
});
