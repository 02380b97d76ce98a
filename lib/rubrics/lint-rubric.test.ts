import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { draftOffline } from "./draft-offline";
import { lintRubric } from "./lint-rubric";
import { renderRubricMarkdown } from "./render-rubric-markdown";
import type { TRubricDraft } from "./rubric-template";

const PATCH = `diff --git a/src/row.c b/src/row.c
--- a/src/row.c
+++ b/src/row.c
@@ -10,3 +10,4 @@ int read_row(struct row *r, size_t len)
-  memcpy(r->buf, src, len);
+  if (len > r->capacity || len > MAX_ROW_BYTES) return row_error(r, 4096);
+  memcpy(r->buf, src, len);
+  r->watermark = len;
`;
const REPORT = "ERROR: AddressSanitizer: heap-buffer-overflow in memcpy called from read_row";

function lint(draft: Partial<TRubricDraft>) {
  const markdown = renderRubricMarkdown({
    draft: { rootCause: "x", requirements: [], acceptable: [], unacceptable: [], ...draft },
  });
  return lintRubric({ markdown, report: REPORT, groundTruthPatch: PATCH });
}
const brief = (w: ReturnType<typeof lint>) =>
  w.map((x) => [x.rule, x.theme, x.section, x.itemIndex, x.match]);

describe("lintRubric: copies of the developers' fix (overfitting)", () => {
  it("flags identifiers and constants the fix adds, with section, item, line and message", () => {
    const warnings = lint({
      requirements: ["No read past `r->buf`.", "The length is checked against MAX_ROW_BYTES."],
      acceptable: ["Returning row_error(r, 4096) when the row is too long."],
    });
    expect(warnings[0]).toEqual({
      rule: "copies_fix",
      theme: "overfitting",
      section: "requirements",
      itemIndex: 1,
      itemText: "The length is checked against MAX_ROW_BYTES.",
      line: 6,
      match: "MAX_ROW_BYTES",
      message: expect.stringContaining("Comes from the developers' fix"),
    });
    expect(brief(warnings)).toEqual([
      ["copies_fix", "overfitting", "requirements", 1, "MAX_ROW_BYTES"],
      ["copies_fix", "overfitting", "acceptable", 0, "row_error"],
      ["copies_fix", "overfitting", "acceptable", 0, "4096"],
    ]);
  });

  it("counts a plain word of the fix only where the item writes it as code", () => {
    expect(brief(lint({ requirements: ["Track the high watermark of each row."] }))).toEqual([]);
    expect(brief(lint({ requirements: ["Sets `watermark` after the copy."] }))).toEqual([
      ["copies_fix", "overfitting", "requirements", 0, "watermark"],
    ]);
    expect(brief(lint({ requirements: ["Compares len with r->capacity first."] }))).toEqual([
      ["copies_fix", "overfitting", "requirements", 0, "capacity"],
    ]);
  });

  it("leaves the root cause, unacceptable solutions and names the report or buggy code has alone", () => {
    const warnings = lint({
      rootCause: "read_row copies len bytes although len > MAX_ROW_BYTES is possible.",
      requirements: ["read_row no longer lets memcpy write past r->buf."],
      unacceptable: ["Only raising MAX_ROW_BYTES."],
    });
    expect(warnings).toEqual([]);
  });
});

describe("lintRubric: superfluous constraints", () => {
  it.each([
    ["The fix should be minimal", "minimal"],
    ["Changes must be as small as possible.", "as small as possible"],
    ["The patch must add a regression test for the overflow.", "add a regression test"],
    ["Tests must be added for long rows.", "Tests must be added"],
    ["Adds comments explaining the length check.", "Adds comments"],
    ["Follows the project's coding style.", "coding style"],
  ])("flags the requirement %j", (item, match) => {
    expect(brief(lint({ requirements: [item] }))).toEqual([
      ["superfluous_constraint", "superfluous_constraints", "requirements", 0, match],
    ]);
  });

  it("leaves permissions and acceptable solutions that mention tests alone", () => {
    const warnings = lint({
      requirements: [
        "Adding tests is optional; the overflow must not occur on the reproducer.",
        "The patch makes no unrelated behaviour changes (extra refactoring, comments or tests alone do not make it invalid).",
      ],
      acceptable: ["Adding a regression test next to the bounds check on the row length."],
    });
    expect(warnings).toEqual([]);
  });
});

describe("lintRubric: vague items", () => {
  it.each([
    ["The fix handles the bug correctly.", "correctly"],
    ["Works properly.", "properly"],
    ["Everything works as expected.", "as expected"],
  ])("flags %j", (item, match) => {
    expect(brief(lint({ requirements: [item] }))).toEqual([
      ["vague", "scope", "requirements", 0, match],
    ]);
  });

  it("flags a very short item in any list section", () => {
    const requirements = ["Rejects rows longer than the declared row width."];
    expect(brief(lint({ requirements, unacceptable: ["Bad fixes."] }))).toEqual([
      ["vague", "scope", "unacceptable", 0, "Bad fixes."],
    ]);
  });

  it("leaves items that name concrete behaviour alone", () => {
    const warnings = lint({
      requirements: [
        "Handles an empty `buf` correctly by returning -1.",
        "No memory leaks.",
        "Rejects rows longer than the declared row width instead of reading past the buffer.",
        "Valid rows are decoded correctly, with the same pixels as before the fix.",
      ],
    });
    expect(warnings).toEqual([]);
  });
});

// PVBench ships beside the checkout in ../shared (SHARED_DATA_DIR overrides, e.g. in a worktree).
const pvbench = () =>
  readFileSync(
    process.env.SHARED_DATA_DIR
      ? `${process.env.SHARED_DATA_DIR}/pvbench/bugs.jsonl`
      : fileURLToPath(new URL("../../../shared/data/pvbench/bugs.jsonl", import.meta.url)),
    "utf8",
  )
    .split("\n")
    .filter(Boolean)
    .map(
      (l) =>
        JSON.parse(l) as {
          bugId: string;
          bugType: string;
          report: string;
          groundTruthPatch: string;
        },
    );
const draftBug = (b: ReturnType<typeof pvbench>[number]) => ({
  externalId: b.bugId,
  title: null,
  report: b.report,
  bugType: b.bugType,
  language: null,
  groundTruthPatch: b.groundTruthPatch,
});

describe("lintRubric on PVBench", () => {
  it("finds nothing in the offline drafts of all 69 bugs (they name locations, never the fix's code)", () => {
    const bugs = pvbench();
    expect(bugs).toHaveLength(69);
    for (const b of bugs) {
      const markdown = renderRubricMarkdown({ draft: draftOffline({ bug: draftBug(b) }) });
      expect({ bug: b.bugId, warnings: lintRubric({ markdown, ...b }) }).toEqual({
        bug: b.bugId,
        warnings: [],
      });
    }
  });

  it("jq-gh-2825: flags a requirement that spells out the developers' new precision, and a minimal-change one", () => {
    const b = pvbench().find((x) => x.bugId === "jq-gh-2825")!;
    const draft = draftOffline({ bug: draftBug(b) });
    const edited = renderRubricMarkdown({
      draft: {
        ...draft,
        requirements: [
          ...draft.requirements,
          "The context sets `ctx->digits` to `INT32_MAX - (ctx->emax - ctx->emin - 1)`.",
          "The fix should be minimal.",
        ],
      },
    });
    const warnings = lintRubric({ markdown: edited, ...b });
    const n = draft.requirements.length;
    // digits is on the deleted line (DEC_MAX_DIGITS - 1), so it describes the buggy code.
    expect(brief(warnings)).toEqual([
      ["copies_fix", "overfitting", "requirements", n, "INT32_MAX"],
      ["copies_fix", "overfitting", "requirements", n, "emax"],
      ["copies_fix", "overfitting", "requirements", n, "emin"],
      ["superfluous_constraint", "superfluous_constraints", "requirements", n + 1, "minimal"],
    ]);
  });
});

describe("lintRubric: the rubric as a whole", () => {
  const OK = {
    rootCause: "read_row copies len bytes into r->buf without checking the row's capacity.",
    requirements: [
      "Rejects rows longer than the declared row width.",
      "Valid rows decode as before.",
    ],
    acceptable: ["Checking the length before the copy."],
    unacceptable: ["Truncating rows silently."],
  };

  it("finds nothing wrong with a complete rubric", () => {
    expect(lint(OK)).toEqual([]);
  });

  it("flags every missing section when a repair replaced the rubric with one sentence", () => {
    const markdown = "The fix must check the row length before copying.\n";
    const warnings = lintRubric({ markdown, report: REPORT, groundTruthPatch: PATCH });
    expect(warnings.map((w) => [w.rule, w.theme, w.section, w.match])).toEqual([
      ["missing_section", "standardization", "rootCause", "## Root cause"],
      ["missing_section", "standardization", "requirements", "## Requirements for a valid fix"],
      ["missing_section", "standardization", "acceptable", "## Acceptable solutions"],
      ["missing_section", "standardization", "unacceptable", "## Unacceptable solutions"],
    ]);
    expect(warnings[0]!.message).toMatch(/Root cause section is missing/);
    // A free-form rubric has no sections to miss.
    expect(
      lintRubric({ markdown, report: REPORT, groundTruthPatch: PATCH, format: "freeform" }),
    ).toEqual([]);
  });

  it("flags one dropped section", () => {
    const full = renderRubricMarkdown({ draft: OK });
    const markdown = full.replace(/## Acceptable solutions\n[^\n]*\n\n/, "");
    expect(markdown).not.toContain("Acceptable solutions");
    expect(brief(lintRubric({ markdown, report: REPORT, groundTruthPatch: PATCH }))).toEqual([
      ["missing_section", "standardization", "acceptable", 0, "## Acceptable solutions"],
    ]);
  });

  it("flags an empty requirement list and an empty root cause", () => {
    expect(brief(lint({ ...OK, requirements: [] }))).toEqual([
      ["empty_section", "scope", "requirements", 0, "## Requirements for a valid fix"],
    ]);
    expect(brief(lint({ ...OK, rootCause: "" }))).toEqual([
      ["empty_section", "scope", "rootCause", 0, "## Root cause"],
    ]);
  });

  it("flags a requirement list whose six items are one sentence", () => {
    const sentence = "Rejects rows longer than the declared row width.";
    const warnings = lint({
      ...OK,
      requirements: [
        sentence,
        sentence,
        `${sentence.toUpperCase()}`,
        sentence,
        sentence,
        sentence.slice(0, -1),
      ],
    });
    expect(brief(warnings)).toEqual(
      [1, 2, 3, 4, 5].map((i) => [
        "duplicate_item",
        "llm_error",
        "requirements",
        i,
        expect.any(String),
      ]),
    );
    expect(warnings[0]!.message).toMatch(/Repeats item 1 of this section/);
  });
});
