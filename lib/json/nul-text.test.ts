import { describe, expect, it } from "vitest";
import { findNulText } from "./find-nul-text";
import { NUL_STAND_IN, replaceNulCharacters } from "./replace-nul-characters";

describe("replaceNulCharacters", () => {
  it("marks every NUL in strings and keys with ␀ and leaves everything else as it was", () => {
    const value = JSON.parse(
      '{"report":"buf = \\"a\\\\0\\u0000b\\u0000\\"","n":3,"list":["x\\u0000",null,true],"k\\u0000":{"deep":"\\u0000"}}',
    );
    expect(replaceNulCharacters({ value })).toEqual({
      report: `buf = "a\\0${NUL_STAND_IN}b${NUL_STAND_IN}"`,
      n: 3,
      list: [`x${NUL_STAND_IN}`, null, true],
      [`k${NUL_STAND_IN}`]: { deep: NUL_STAND_IN },
    });
  });

  it("returns text without NUL unchanged", () => {
    expect(replaceNulCharacters({ value: { a: "plain \\u0000 escape text", b: [1] } })).toEqual({
      a: "plain \\u0000 escape text",
      b: [1],
    });
  });
});

describe("findNulText", () => {
  it("names the field holding a NUL, in arrays and nested objects", () => {
    expect(findNulText({ value: { a: "ok", edits: [{ text: "ok" }, { text: "x\0y" }] } })).toBe(
      "edits.1.text",
    );
    expect(findNulText({ value: "\0" })).toBe("(body)");
    expect(findNulText({ value: { ["bad\0key"]: 1 } })).toBe('"bad\\u0000key"');
  });

  it("finds nothing in text without NUL", () => {
    expect(findNulText({ value: { a: "\\0 is not a NUL", b: [null, 1, false] } })).toBeNull();
  });
});
