import { describe, expect, it } from "vitest";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderJudgePrompt } from "@/lib/judge/config/render-judge-prompt";
import { renderRulesSection } from "./render-rules-section";
import { PROJECT_RULES_PROMPT, ZProjectRule, ZSaveProjectRules, ZRulesSetting } from "./schemas";

const template = loadPrompt({ name: PROJECT_RULES_PROMPT }).body;
const rules = [
  { text: "A patch with changes unrelated to the bug is INVALID.", verdict: "INVALID" as const },
  { text: "Reformatting alone is not an unrelated change.", verdict: null },
];
const bug = {
  externalId: "b1",
  title: "t",
  bugType: "x",
  language: "py",
  report: "r",
  groundTruthPatch: "g",
};

describe("renderRulesSection", () => {
  it("names the version and numbers the rules, each with its verdict hint", () => {
    const text = renderRulesSection({ template, version: 3, rules });
    expect(text).toMatch(/^## Project rules \(version 3\)\n/);
    expect(text).toContain(
      "1. A patch with changes unrelated to the bug is INVALID. (When it applies: INVALID.)\n" +
        "2. Reformatting alone is not an unrelated change.",
    );
    expect(text.endsWith("unrelated change.")).toBe(true);
  });

  it("refuses an empty rule list", () => {
    expect(() => renderRulesSection({ template, version: 1, rules: [] })).toThrow(/at least one/);
  });

  it("ends a v2+ judge prompt's system message, and leaves the prompt unchanged without rules", () => {
    const body = loadPrompt({ name: "judge-ground-truth.v3" }).body;
    const base = { template: body, reference: "ground_truth" as const, bug, candidatePatch: "c" };
    const plain = renderJudgePrompt({ ...base, referenceText: null });
    const section = renderRulesSection({ template, version: 2, rules });
    const withRules = renderJudgePrompt({ ...base, referenceText: null, projectRules: section });
    expect(withRules.system).toBe(`${plain.system}\n\n${section}`);
    expect(withRules.text).toBe(plain.text);
    expect(withRules.cachePrefix).toBe(plain.cachePrefix);
    expect(renderJudgePrompt({ ...base, referenceText: null, projectRules: null })).toEqual(plain);
  });

  it("opens a one-message (v1) judge prompt", () => {
    const body = loadPrompt({ name: "judge-ground-truth.v1" }).body;
    const base = { template: body, reference: "ground_truth" as const, bug, candidatePatch: "c" };
    const plain = renderJudgePrompt({ ...base, referenceText: null });
    const section = renderRulesSection({ template, version: 1, rules });
    const withRules = renderJudgePrompt({ ...base, referenceText: null, projectRules: section });
    expect(withRules.system).toBeNull();
    expect(withRules.text).toBe(`${section}\n\n${plain.text}`);
  });
});

describe("rules schemas", () => {
  it("trims a rule, defaults its verdict to none, and names the field of a bad one", () => {
    expect(ZProjectRule.parse({ text: "  Keep it minimal. " })).toEqual({
      text: "Keep it minimal.",
      verdict: null,
    });
    const bad = ZSaveProjectRules.safeParse({
      rules: [{ text: "ok" }, { text: "   " }, { text: "x".repeat(501) }, { text: "a\nb" }],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(["rules.1.text", "rules.2.text", "rules.3.text"]);
    expect(ZProjectRule.safeParse({ text: "x", verdict: "MAYBE" }).success).toBe(false);
  });

  it("needs 1 to 20 rules and a short note", () => {
    const rule = { text: "r" };
    expect(ZSaveProjectRules.safeParse({ rules: [] }).error?.issues[0]?.path).toEqual(["rules"]);
    expect(ZSaveProjectRules.safeParse({ rules: Array(21).fill(rule) }).success).toBe(false);
    expect(ZSaveProjectRules.safeParse({ rules: Array(20).fill(rule) }).success).toBe(true);
    expect(
      ZSaveProjectRules.safeParse({ rules: [rule], note: "n".repeat(501) }).error?.issues[0]?.path,
    ).toEqual(["note"]);
  });

  it("reads a configuration's rules setting: none, current or a version number", () => {
    expect(ZRulesSetting.parse(undefined)).toBe("none");
    for (const ok of ["none", "current", "1", "12"]) expect(ZRulesSetting.parse(ok)).toBe(ok);
    for (const bad of ["0", "-1", "latest", "1.5", ""])
      expect(ZRulesSetting.safeParse(bad).success, bad).toBe(false);
  });
});
