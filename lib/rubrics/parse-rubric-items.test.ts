import { describe, expect, it } from "vitest";
import { parseRubricItems } from "./parse-rubric-items";
import { renderRubricMarkdown } from "./render-rubric-markdown";

describe("parseRubricItems", () => {
  it("reads render-rubric-markdown's sections, checkboxes and lines; skips the None placeholder", () => {
    const markdown = renderRubricMarkdown({
      draft: {
        rootCause: "An off-by-one in read_row.",
        requirements: ["No read past the row buffer.", "Valid rows decode as before."],
        acceptable: ["Clamping the index."],
        unacceptable: [],
      },
    });
    expect(parseRubricItems({ markdown })).toEqual([
      { section: "requirements", index: 0, text: "No read past the row buffer.", line: 5 },
      { section: "requirements", index: 1, text: "Valid rows decode as before.", line: 6 },
      { section: "acceptable", index: 0, text: "Clamping the index.", line: 9 },
    ]);
  });

  it("joins indented continuation lines, counts numbered and starred items, and puts free-form items in other", () => {
    const markdown = [
      "Intro text that is not an item.",
      "* First free-form item",
      "  continued here",
      "",
      "## Requirements",
      "1. Numbered one",
      "2) Numbered two",
      "- [x] Checked item",
      "### Unacceptable solutions",
      "- Disabling the check",
    ].join("\n");
    expect(parseRubricItems({ markdown })).toEqual([
      { section: "other", index: 0, text: "First free-form item continued here", line: 2 },
      { section: "requirements", index: 0, text: "Numbered one", line: 6 },
      { section: "requirements", index: 1, text: "Numbered two", line: 7 },
      { section: "requirements", index: 2, text: "Checked item", line: 8 },
      { section: "unacceptable", index: 0, text: "Disabling the check", line: 10 },
    ]);
  });
});
