import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { formatPatchFilter } from "./format-patch-filter";
import { parsePatchFilter } from "./parse-patch-filter";
import { ZJudgePatchFilter, type TJudgePatchFilter } from "../schemas-filter";

describe("parsePatchFilter", () => {
  it("parses the keyword forms; empty text means all", () => {
    expect(parsePatchFilter({ text: "all" })).toEqual({ kind: "all" });
    expect(parsePatchFilter({ text: "  GOLDEN " })).toEqual({ kind: "golden" });
    expect(parsePatchFilter({ text: "" })).toEqual({ kind: "all" });
    expect(parsePatchFilter({ text: " \t\n" })).toEqual({ kind: "all" });
  });

  it("parses lists: case-insensitive prefix, trimmed, empties dropped, deduplicated in order", () => {
    expect(parsePatchFilter({ text: "bug-type:UAF,OOB" })).toEqual({
      kind: "bugTypes",
      bugTypes: ["UAF", "OOB"],
    });
    expect(parsePatchFilter({ text: "Bug-Type: OOB , UAF,,OOB, " })).toEqual({
      kind: "bugTypes",
      bugTypes: ["OOB", "UAF"],
    });
    expect(parsePatchFilter({ text: "BUGS:b-2,b-1,b-2" })).toEqual({
      kind: "bugs",
      bugIds: ["b-2", "b-1"],
    });
    expect(parsePatchFilter({ text: "patches: p1 ,p2:x" })).toEqual({
      kind: "patches",
      patchIds: ["p1", "p2:x"],
    });
  });

  it("rejects anything else, listing the accepted forms", () => {
    for (const text of ["some", "bugs:", "bugs: , ,", "tools:a", ":a", "golden:x"]) {
      expect(() => parsePatchFilter({ text })).toThrow(AppError);
    }
    expect(() => parsePatchFilter({ text: "some" })).toThrow(/"all", "golden", "bug-type:A,B"/);
    expect(() => parsePatchFilter({ text: "nope" })).toThrow(
      expect.objectContaining({ code: "INVALID_INPUT" }),
    );
  });
});

describe("formatPatchFilter", () => {
  it("formats each kind and round-trips through parsePatchFilter", () => {
    const cases: [TJudgePatchFilter, string][] = [
      [{ kind: "all" }, "all"],
      [{ kind: "golden" }, "golden"],
      [{ kind: "bugTypes", bugTypes: ["UAF", "OOB"] }, "bug-type:UAF,OOB"],
      [{ kind: "bugs", bugIds: ["b1"] }, "bugs:b1"],
      [{ kind: "patches", patchIds: ["p1", "p2"] }, "patches:p1,p2"],
    ];
    for (const [filter, text] of cases) {
      expect(formatPatchFilter({ filter })).toBe(text);
      expect(parsePatchFilter({ text })).toEqual(filter);
      expect(ZJudgePatchFilter.parse(filter)).toEqual(filter);
    }
  });
});

describe("ZJudgePatchFilter", () => {
  it("requires at least one id in list kinds", () => {
    expect(ZJudgePatchFilter.safeParse({ kind: "bugs", bugIds: [] }).success).toBe(false);
    expect(ZJudgePatchFilter.safeParse({ kind: "bugTypes" }).success).toBe(false);
    expect(ZJudgePatchFilter.safeParse({ kind: "other" }).success).toBe(false);
  });
});
