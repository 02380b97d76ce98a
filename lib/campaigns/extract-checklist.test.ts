import { describe, expect, it } from "vitest";
import { renderRubricMarkdown } from "@/lib/rubrics/render-rubric-markdown";
import { extractChecklist } from "./extract-checklist";

describe("extractChecklist", () => {
  it("lists the requirements of a templated rubric, not its other bullets", () => {
    const markdown = renderRubricMarkdown({
      draft: {
        rootCause: "off by one",
        requirements: ["Bound check uses <", "No new allocation"],
        acceptable: ["Clamp the index"],
        unacceptable: ["Catch the exception"],
      },
    });
    expect(extractChecklist({ markdown }).map((i) => i.text)).toEqual([
      "Bound check uses <",
      "No new allocation",
    ]);
  });

  it("accepts ticked boxes, other bullets and CRLF, and skips empty items", () => {
    expect(
      extractChecklist({
        markdown: "* [x] done\r\n+ [ ] open\r\n- [ ]   \n- plain\n  - [X] nested",
      }),
    ).toEqual([
      { line: 1, text: "done" },
      { line: 2, text: "open" },
      { line: 5, text: "nested" },
    ]);
  });
});
