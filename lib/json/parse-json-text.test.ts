import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonText } from "./parse-json-text";

const schema = z.array(z.number().int());

describe("parseJsonText", () => {
  it("returns the value when the text is JSON of the shape", () => {
    expect(parseJsonText({ text: "[3,1]", schema, column: "Rating.checklist" })).toEqual([3, 1]);
  });

  it("names the column when the text is not JSON", () => {
    expect(() => parseJsonText({ text: "[3,", schema, column: "Rating.checklist" })).toThrow(
      "Rating.checklist does not hold JSON text.",
    );
  });

  it("names the column and the mismatch when the JSON has another shape", () => {
    expect(() => parseJsonText({ text: '["a"]', schema, column: "Rating.checklist" })).toThrow(
      /^Rating\.checklist holds JSON of another shape: .*expected number/s,
    );
  });
});
