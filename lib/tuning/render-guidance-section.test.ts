import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderJudgePrompt } from "@/lib/judge/config/render-judge-prompt";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderRulesSection } from "@/lib/rules/render-rules-section";
import { PROJECT_RULES_PROMPT } from "@/lib/rules/schemas";
import { renderConfigGuidance } from "./render-config-guidance";
import { renderGuidanceSection } from "./render-guidance-section";
import { GUIDANCE_SECTION_PROMPT } from "./schemas-guidance";

const template = loadPrompt({ name: GUIDANCE_SECTION_PROMPT }).body;
const lines = [
  "A patch that only silences the sanitizer is INVALID.",
  "An alternative\n fix the rubric did not foresee can be VALID.",
];
const config = { name: "Rubric judge", version: 3 };
const bug = {
  externalId: "b1",
  title: "t",
  bugType: "x",
  language: "py",
  report: "r",
  groundTruthPatch: "g",
};
const sha = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

describe("renderGuidanceSection", () => {
  it("names the configuration version and numbers the lines, each on one line", () => {
    const text = renderGuidanceSection({ template, config, lines });
    expect(text).toMatch(/^## Additional instructions from reviewers \(Rubric judge v3\)\n/);
    expect(text).toContain(
      "1. A patch that only silences the sanitizer is INVALID.\n" +
        "2. An alternative fix the rubric did not foresee can be VALID.",
    );
    expect(text.endsWith("can be VALID.")).toBe(true);
    expect(() => renderGuidanceSection({ template, config, lines: [] })).toThrow(/at least one/);
  });

  it("renders a stored configuration's lines, and nothing for a configuration without guidance", () => {
    expect(renderConfigGuidance({ config: { ...config, guidance: null } })).toBeNull();
    expect(renderConfigGuidance({ config: { ...config, guidance: "[]" } })).toBeNull();
    expect(renderConfigGuidance({ config: { ...config, guidance: JSON.stringify(lines) } })).toBe(
      renderGuidanceSection({ template, config, lines }),
    );
  });

  it("ends a v2+ system message after the rules; without guidance the prompt is byte for byte unchanged", () => {
    const body = loadPrompt({ name: "judge-ground-truth.v3" }).body;
    const base = { template: body, reference: "ground_truth" as const, bug, candidatePatch: "c" };
    const plain = renderJudgePrompt({ ...base, referenceText: null });
    const rules = renderRulesSection({
      template: loadPrompt({ name: PROJECT_RULES_PROMPT }).body,
      version: 1,
      rules: [{ text: "Keep it minimal.", verdict: null }],
    });
    const guidance = renderGuidanceSection({ template, config, lines });
    const both = renderJudgePrompt({ ...base, referenceText: null, projectRules: rules, guidance });
    expect(both.system).toBe(`${plain.system}\n\n${rules}\n\n${guidance}`);
    expect(both.text).toBe(plain.text);
    const onlyRules = renderJudgePrompt({ ...base, referenceText: null, projectRules: rules });
    expect(
      renderJudgePrompt({ ...base, referenceText: null, projectRules: rules, guidance: null }),
    ).toEqual(onlyRules);
    expect(sha(renderJudgePrompt({ ...base, referenceText: null, guidance: null }))).toBe(
      sha(plain),
    );
    expect(sha(renderJudgePrompt({ ...base, referenceText: null, guidance: "" }))).toBe(sha(plain));
  });

  it("opens a one-message (v1) prompt, after the rules", () => {
    const body = loadPrompt({ name: "judge-ground-truth.v1" }).body;
    const base = { template: body, reference: "ground_truth" as const, bug, candidatePatch: "c" };
    const plain = renderJudgePrompt({ ...base, referenceText: null });
    const guidance = renderGuidanceSection({ template, config, lines });
    const withGuidance = renderJudgePrompt({ ...base, referenceText: null, guidance });
    expect(withGuidance.system).toBeNull();
    expect(withGuidance.text).toBe(`${guidance}\n\n${plain.text}`);
  });
});
