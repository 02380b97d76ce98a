import { describe, expect, it } from "vitest";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderJudgePrompt } from "@/lib/judge/config/render-judge-prompt";
import { buildFewShotExample } from "./build-few-shot-example";
import { renderFewShotSection } from "./render-few-shot-section";
import { FEW_SHOT_DIFF_LIMIT, FEW_SHOT_PROMPT } from "./schemas-few-shot";

const template = loadPrompt({ name: FEW_SHOT_PROMPT }).body;
const long = buildFewShotExample({
  bug: { externalId: "Lang-1", title: "NPE in StringUtils" },
  patch: { externalId: "Lang-1-p2", diff: `--- a/x\n+++ b/x\n${"+x\n".repeat(3000)}` },
  label: "INVALID",
  source: "adjudicated",
  notes: "",
  raters: [
    { label: "INVALID", justification: "Deletes the null check instead of fixing it." },
    { label: "VALID", justification: "Looks fine." },
    { label: "INVALID", justification: "  " },
  ],
});
const short = buildFewShotExample({
  bug: { externalId: "Math-2", title: null },
  patch: { externalId: "Math-2-p1", diff: "--- a/y\n+++ b/y\n+y\n" },
  label: "VALID",
  source: "judge_disagreement",
  notes: "Adjudicated: equivalent to the fix.",
  raters: [{ label: "VALID", justification: "ok" }],
});

describe("few-shot examples", () => {
  it("cut the diff at the limit, keep the adjudication notes, else the majority's reasons", () => {
    expect(long.diff).toHaveLength(FEW_SHOT_DIFF_LIMIT);
    expect(long.diffChars).toBeGreaterThan(FEW_SHOT_DIFF_LIMIT);
    expect(long.reason).toBe("- Deletes the null check instead of fixing it.");
    expect(short.reason).toBe("Adjudicated: equivalent to the fix.");
  });

  it("render a numbered section that says when a diff was truncated", () => {
    const section = renderFewShotSection({
      template,
      stored: { prompt: FEW_SHOT_PROMPT, diffLimit: FEW_SHOT_DIFF_LIMIT, examples: [long, short] },
    });
    expect(section.startsWith("## Examples labelled by reviewers")).toBe(true);
    expect(section).toContain("### Example 1: bug Lang-1 (NPE in StringUtils), patch Lang-1-p2");
    expect(section).toContain(
      `(truncated: the first ${FEW_SHOT_DIFF_LIMIT} of ${long.diffChars} characters)`,
    );
    expect(section).toContain("### Example 2: bug Math-2, patch Math-2-p1\n\nCandidate patch:");
    expect(section).toContain("Reviewers' label: VALID");
  });

  it("go after the instructions and rules; a prompt without them is unchanged", () => {
    const judge = {
      template: loadPrompt({ name: "judge-rubric.v3" }).body,
      reference: "golden" as const,
      bug: {
        externalId: "B",
        title: "t",
        bugType: null,
        language: null,
        report: "r",
        groundTruthPatch: "g",
      },
      candidatePatch: "+c",
      referenceText: "rubric",
    };
    const plain = renderJudgePrompt(judge);
    expect(renderJudgePrompt({ ...judge, fewShot: null })).toEqual(plain);
    const tuned = renderJudgePrompt({ ...judge, projectRules: "RULES", fewShot: "SHOTS" });
    expect(tuned.system).toBe(`${plain.system}\n\nRULES\n\nSHOTS`);
    expect(tuned.text).toBe(plain.text);
  });
});
