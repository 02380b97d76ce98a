import { describe, expect, it } from "vitest";
import { loadPrompt } from "./load-prompt";
import { renderTemplate } from "./render-template";

const variables = {
  bugId: "tinyjson-17",
  title: "Heap-buffer-overflow in parse_unicode_escape",
  bugType: "Heap-buffer-overflow",
  language: "C",
  report: "SUMMARY: AddressSanitizer: heap-buffer-overflow",
  groundTruthPatch: "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+b\n",
};

describe("loadPrompt", () => {
  it.each([
    ["rubric-draft.v1", "rubric-draft"],
    ["rubric-freeform.v1", "rubric-freeform"],
  ])("loads %s and renders it with the six bug variables", (id, name) => {
    const prompt = loadPrompt({ name: id });
    expect(prompt).toMatchObject({ name, version: "1" });
    expect(prompt.description.length).toBeGreaterThan(10);
    const text = renderTemplate({ template: prompt.body, variables });
    for (const value of Object.values(variables)) expect(text).toContain(value);
    expect(text).not.toMatch(/\{\{/);
    const { report: _report, ...withoutReport } = variables;
    expect(() => renderTemplate({ template: prompt.body, variables: withoutReport })).toThrow(
      "missing variables: report",
    );
  });

  it("asks the templated prompt for the four structured fields and warns against overfitting", () => {
    const body = loadPrompt({ name: "rubric-draft.v1" }).body;
    for (const field of ["rootCause", "requirements", "acceptable", "unacceptable"])
      expect(body).toContain(`\`${field}\``);
    expect(body).toMatch(/one valid\s+solution, not the only one/);
    expect(body).toMatch(/Superfluous constraints/);
  });

  it("keeps template elements out of the free-form prompt", () => {
    const body = loadPrompt({ name: "rubric-freeform.v1" }).body;
    expect(body).not.toMatch(/root cause|rootCause|acceptable|requirements/i);
    expect(body).toMatch(/markdown/);
  });

  it("rejects names that could leave the prompts folder", () => {
    for (const name of [
      "../package",
      "rubric-draft",
      "prompts/rubric-draft.v1",
      "rubric-draft.v1.md",
      "Rubric-Draft.v1",
      "..%2Fx.v1",
      "/etc/passwd.v1",
      "",
    ]) {
      expect(() => loadPrompt({ name }), name).toThrow(/Invalid prompt name/);
    }
  });

  it("says when a prompt does not exist", () => {
    expect(() => loadPrompt({ name: "no-such-prompt.v9" })).toThrow(
      'Prompt "no-such-prompt.v9" not found',
    );
  });
});
