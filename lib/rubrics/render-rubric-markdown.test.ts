import { describe, expect, it } from "vitest";
import { renderRubricMarkdown } from "./render-rubric-markdown";
import { ZRubricDraft } from "./rubric-template";

describe("renderRubricMarkdown", () => {
  it("renders the four template sections", () => {
    const draft = {
      rootCause: "The loop reads four hex digits without checking the end of input.",
      requirements: [
        "Checks that four bytes remain before reading",
        "Returns a parse error for a truncated escape",
      ],
      acceptable: ["A length check in the caller"],
      unacceptable: ["Padding the input buffer", "Catching the crash"],
    };
    expect(renderRubricMarkdown({ draft })).toBe(
      "## Root cause\nThe loop reads four hex digits without checking the end of input.\n\n" +
        "## Requirements for a valid fix\n- [ ] Checks that four bytes remain before reading\n- [ ] Returns a parse error for a truncated escape\n\n" +
        "## Acceptable solutions\n- A length check in the caller\n\n" +
        "## Unacceptable solutions\n- Padding the input buffer\n- Catching the crash\n",
    );
  });

  it("renders empty lists as None identified and keeps items on one line", () => {
    const out = renderRubricMarkdown({
      draft: {
        rootCause: " Cause. \n",
        requirements: ["two\n  lines "],
        acceptable: [],
        unacceptable: [],
      },
    });
    expect(out).toBe(
      "## Root cause\nCause.\n\n## Requirements for a valid fix\n- [ ] two lines\n\n## Acceptable solutions\n- None identified.\n\n## Unacceptable solutions\n- None identified.\n",
    );
    expect(out.endsWith("\n")).toBe(true);
    expect(out.endsWith("\n\n")).toBe(false);
  });
});

describe("ZRubricDraft", () => {
  it("needs a root cause and at least one requirement", () => {
    expect(
      ZRubricDraft.safeParse({
        rootCause: "x",
        requirements: ["y"],
        acceptable: [],
        unacceptable: [],
      }).success,
    ).toBe(true);
    expect(
      ZRubricDraft.safeParse({
        rootCause: "",
        requirements: ["y"],
        acceptable: [],
        unacceptable: [],
      }).success,
    ).toBe(false);
    expect(
      ZRubricDraft.safeParse({ rootCause: "x", requirements: [], acceptable: [], unacceptable: [] })
        .success,
    ).toBe(false);
    expect(
      ZRubricDraft.safeParse({
        rootCause: "x",
        requirements: [""],
        acceptable: [],
        unacceptable: [],
      }).success,
    ).toBe(false);
  });
});
