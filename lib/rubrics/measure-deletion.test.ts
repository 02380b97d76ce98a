import { describe, expect, it } from "vitest";
import { measureDeletion } from "./measure-deletion";
import { renderRubricMarkdown } from "./render-rubric-markdown";

const RUBRIC = renderRubricMarkdown({
  draft: {
    rootCause: "parse_unicode_escape reads four hex digits without checking the input's end.",
    requirements: [
      "A truncated \\u escape is rejected with a syntax error.",
      "No byte past the end of the input is read.",
      "Complete escapes decode as before.",
    ],
    acceptable: ["A length check before the digits are read."],
    unacceptable: ["Padding the input with zeros."],
  },
});

describe("measureDeletion", () => {
  it("is 0 for an unchanged or extended rubric and 1 for an emptied one", () => {
    expect(measureDeletion({ before: RUBRIC, after: RUBRIC })).toBe(0);
    expect(measureDeletion({ before: RUBRIC, after: `${RUBRIC}- [ ] One more item.\n` })).toBe(0);
    expect(measureDeletion({ before: RUBRIC, after: "" })).toBe(1);
    expect(measureDeletion({ before: "", after: "x" })).toBe(0);
  });

  it("is small for a repair that changes one requirement", () => {
    const after = RUBRIC.replace("Complete escapes decode as before.", "Complete escapes decode.");
    expect(measureDeletion({ before: RUBRIC, after })).toBeLessThan(0.1);
  });

  it("is most of the rubric when every section is replaced by one sentence", () => {
    const after = "The fix must check the input length before reading escape digits.\n";
    expect(measureDeletion({ before: RUBRIC, after })).toBeGreaterThan(0.8);
  });
});
