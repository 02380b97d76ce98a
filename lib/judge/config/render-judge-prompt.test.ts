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
    const text = renderJudgePrompt({
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
    const text = renderJudgePrompt({
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
    const text = renderJudgePrompt({
      template: loadPrompt({ name: "judge-report-only.v1" }).body,
      reference: "report_only",
      bug,
      candidatePatch,
      referenceText: null,
    });
    expect(text).not.toContain("+GT");
    expect(text).toContain("Overflow in parse");
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
});
