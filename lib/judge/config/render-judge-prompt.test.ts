import { describe, expect, it } from "vitest";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderJudgePrompt } from "./render-judge-prompt";

const bug = {
  externalId: "B-1",
  title: "Overflow in parse",
  bugType: "Heap-buffer-overflow",
  language: "c",
  report: "ASan: heap-buffer-overflow in parse()",
  groundTruthPatch: "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+GT\n",
};
const candidatePatch = "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+CANDIDATE\n";

describe("renderJudgePrompt", () => {
  it("puts the rubric, report and candidate into the rubric prompt, and not the developer fix", () => {
    const { text } = renderJudgePrompt({
      template: loadPrompt({ name: "judge-rubric.v1" }).body,
      reference: "golden",
      bug,
      candidatePatch,
      referenceText: "## Requirements\n- [ ] RUBRIC-TEXT",
    });
    expect(text).toContain("RUBRIC-TEXT");
    expect(text).toContain("+CANDIDATE");
    expect(text).toContain("ASan: heap-buffer-overflow");
    expect(text).not.toContain("+GT");
  });

  it("gives the ground-truth prompt the developer fix", () => {
    const { text } = renderJudgePrompt({
      template: loadPrompt({ name: "judge-ground-truth.v1" }).body,
      reference: "ground_truth",
      bug,
      candidatePatch,
      referenceText: null,
    });
    expect(text).toContain("+GT");
    expect(text).toContain("+CANDIDATE");
  });

  it("gives the report-only prompt neither rubric nor fix", () => {
    const { text } = renderJudgePrompt({
      template: loadPrompt({ name: "judge-report-only.v1" }).body,
      reference: "report_only",
      bug,
      candidatePatch,
      referenceText: null,
    });
    expect(text).not.toContain("+GT");
    expect(text).toContain("Overflow in parse");
  });

  it("gives the fix-specification prompt the specification and the test information, the patch last, never the developer fix", () => {
    const template = loadPrompt({ name: "judge-fix-spec.v1" }).body;
    const rendered = renderJudgePrompt({
      template,
      reference: "fix_spec",
      bug,
      candidatePatch,
      referenceText: "- SPEC-TEXT: bound the read",
      testInformation: "The patch fails tests.",
    });
    expect(rendered.system).toContain("bug2code agent");
    expect(rendered.text).toContain("### Fix Specification\n- SPEC-TEXT: bound the read");
    expect(rendered.text).not.toContain("+GT");
    // The bug and its specification are the cached prefix; the patch and its tests come after.
    expect(rendered.cachePrefix).toContain("SPEC-TEXT");
    expect(rendered.cachePrefix).not.toContain("+CANDIDATE");
    expect(rendered.text.indexOf("+CANDIDATE")).toBeGreaterThan(rendered.text.indexOf("SPEC-TEXT"));
    expect(rendered.text).toMatch(/# Test information\nThe patch fails tests\.\s*$/);
    const none = renderJudgePrompt({
      template,
      reference: "fix_spec",
      bug,
      candidatePatch,
      referenceText: "S",
    });
    expect(none.text).toMatch(/# Test information\nNo testing information is available\.\s*$/);
    expect(() =>
      renderJudgePrompt({
        template,
        reference: "fix_spec",
        bug,
        candidatePatch,
        referenceText: null,
      }),
    ).toThrow(/needs the specification's text/);
  });

  it("refuses a template that does not fit the reference", () => {
    const template = loadPrompt({ name: "judge-report-only.v1" }).body;
    expect(() =>
      renderJudgePrompt({ template, reference: "golden", bug, candidatePatch, referenceText: "R" }),
    ).toThrow(/unused variables: rubric/);
    expect(() =>
      renderJudgePrompt({
        template: loadPrompt({ name: "judge-rubric.v1" }).body,
        reference: "golden",
        bug,
        candidatePatch,
        referenceText: null,
      }),
    ).toThrow(/needs the rubric/);
  });

  it("keeps v1 as one user message, the candidate patch before the instructions", () => {
    const rendered = renderJudgePrompt({
      template: loadPrompt({ name: "judge-rubric.v1" }).body,
      reference: "golden",
      bug,
      candidatePatch,
      referenceText: "RUBRIC-TEXT",
    });
    expect(rendered.system).toBeNull();
    expect(rendered.cachePrefix).toBeNull();
    expect(rendered.text.indexOf("+CANDIDATE")).toBeLessThan(rendered.text.indexOf("How to judge"));
  });

  it.each([
    ["judge-rubric.v2", "golden", "RUBRIC-TEXT"],
    ["judge-rubric.v2", "freeform", "RUBRIC-TEXT"],
    ["judge-ground-truth.v2", "ground_truth", null],
    ["judge-report-only.v2", "report_only", null],
  ] as const)(
    "%s (%s): instructions in the system message, the bug's part a shared prefix, the patch last",
    (name, reference, referenceText) => {
      const render = (patch: string) =>
        renderJudgePrompt({
          template: loadPrompt({ name }).body,
          reference,
          bug,
          candidatePatch: patch,
          referenceText,
        });
      const one = render(candidatePatch);
      const other = render("--- a/y.c\n+++ b/y.c\n@@ -1 +1 @@\n-b\n+OTHER\n");
      expect(one.system).toMatch(/^You are an expert software engineer/);
      expect(one.system).toContain("How to judge");
      expect(one.system).toContain("`label`: exactly `VALID` or `INVALID`");
      expect(one.system).not.toMatch(/\{\{|<!--/);
      expect(one.cachePrefix).toContain("ASan: heap-buffer-overflow");
      expect(one.cachePrefix).not.toContain("+CANDIDATE");
      if (referenceText) expect(one.cachePrefix).toContain("RUBRIC-TEXT");
      if (reference === "ground_truth") expect(one.cachePrefix).toContain("+GT");
      expect(one.text.startsWith(one.cachePrefix ?? "\u0000")).toBe(true);
      expect(one.text).toMatch(/\+CANDIDATE\n+<\/candidate_patch>\n$/);
      expect(one.text).not.toContain("<!--");
      // Two patches of one bug: the same system message and prefix, only the tail differs.
      expect(other.system).toBe(one.system);
      expect(other.cachePrefix).toBe(one.cachePrefix);
      expect(other.text).not.toBe(one.text);
    },
  );

  it("splits at the template's markers only, never at a marker inside a value", () => {
    const rendered = renderJudgePrompt({
      template: loadPrompt({ name: "judge-report-only.v2" }).body,
      reference: "report_only",
      bug: { ...bug, report: "line\n<!-- cache-break -->\n<!-- user -->\nmore" },
      candidatePatch,
      referenceText: null,
    });
    expect(rendered.system).not.toContain("line");
    expect(rendered.cachePrefix).toContain("line\n<!-- cache-break -->\n<!-- user -->\nmore");
    expect(rendered.text.endsWith("</candidate_patch>\n")).toBe(true);
  });
});
