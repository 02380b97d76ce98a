import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { DEFAULT_GRADED_SCALE, type TRatingScale } from "@/lib/scales/schemas";
import { ZCreateJudgeConfig } from "../schemas";
import { buildJudgeCall } from "./build-judge-call";
import { medianGrade } from "./median-grade";
import { readJudgeAnswer } from "./read-judge-answer";
import { readJudgeGrade } from "./read-judge-grade";
import { GRADED_PROMPT, renderGradedSection } from "./render-graded-section";
import { summarizePatchJobs } from "../results/summarize-patch-jobs";

const SCALE: TRatingScale = {
  ...DEFAULT_GRADED_SCALE,
  dimensions: [
    { key: "minimality", name: "Minimality", definition: "Changes only what the fix needs." },
    { key: "security", name: "Security", definition: "" },
  ],
};
const bug = {
  externalId: "B-1",
  title: "Overflow",
  bugType: "Heap-buffer-overflow",
  language: "c",
  report: "ASan report",
  groundTruthPatch: "--- a/x.c\n+++ b/x.c\n",
};
const config = {
  provider: "openai",
  model: "gpt-x",
  temperature: 0,
  maxTokens: 512,
  reference: "golden" as const,
  promptTemplate: "judge-rubric",
  promptVersion: "3",
  threshold: null,
};
const call = (scale: string | null | undefined) =>
  buildJudgeCall({
    config: scale === undefined ? config : { ...config, scale },
    template: loadPrompt({ name: "judge-rubric.v3" }).body,
    bug,
    candidatePatch: "--- a/x.c\n+++ b/x.c\n@@\n+fix\n",
    referenceText: "## Requirements\n- [ ] Bounds are checked",
    projectRules: "## Project rules (version 1)\n\n1. Keep it minimal.",
    sample: 0,
  });
const sha = (text: string) => createHash("sha256").update(text).digest("hex");

describe("graded judging", () => {
  it("renders the grades, validFrom and dimensions with their definitions", () => {
    const text = renderGradedSection({
      template: loadPrompt({ name: GRADED_PROMPT }).body,
      scale: SCALE,
    });
    expect(text).toContain(
      "1. **Wrong**: Does not fix the bug, or breaks something else.\n2. **Partly right**:",
    );
    expect(text).toContain("A grade of 3 or higher means VALID");
    expect(text).toContain("- `minimality` (Minimality): Changes only what the fix needs.");
    expect(text).toContain("- `security` (Security)\n");
    expect(text).toContain(
      "`dimensionGrades`: the grade of each dimension (`minimality`, `security`).",
    );
    const plain = renderGradedSection({
      template: loadPrompt({ name: GRADED_PROMPT }).body,
      scale: DEFAULT_GRADED_SCALE,
    });
    expect(plain).not.toContain("dimension");
  });

  it("keeps a binary configuration's call byte-identical and appends the section after the rules", () => {
    const before = call(undefined);
    const binary = call(null);
    expect(binary.prompt).toEqual(before.prompt);
    expect(binary.schemaName).toBe("judge_verdict");
    expect(binary.schema).toBe(before.schema);
    // Pinned: the binary system message (judge-rubric.v3 with one project rule) as before issue 34.
    expect(sha(binary.prompt.system!)).toBe(sha(before.prompt.system!));
    const graded = call(JSON.stringify(SCALE));
    expect(graded.schemaName).toBe("judge_graded_verdict");
    expect(graded.prompt.text).toBe(before.prompt.text);
    expect(graded.prompt.system!.startsWith(`${before.prompt.system}\n\n## Grade the patch`)).toBe(
      true,
    );
    const ok = graded.schema.safeParse({
      thought: "t",
      grade: 4,
      dimensionGrades: { minimality: 3, security: 4 },
      label: "VALID",
      justification: "j",
    });
    expect(ok.success).toBe(true);
    expect(
      graded.schema.safeParse({ thought: "t", grade: 5, label: "VALID", justification: "j" })
        .success,
    ).toBe(false);
  });

  it("stores the grade's collapse as the label and keeps a contradicting model label", () => {
    expect(
      readJudgeGrade({
        scale: SCALE,
        answer: { label: "VALID", grade: 2, dimensionGrades: { minimality: 4, other: 1 } },
      }),
    ).toEqual({
      label: "INVALID",
      grade: 2,
      dimensionGrades: JSON.stringify({ minimality: 4 }),
      modelLabel: "VALID",
    });
    expect(
      readJudgeGrade({ scale: DEFAULT_GRADED_SCALE, answer: { label: "VALID", grade: 3 } }),
    ).toEqual({ label: "VALID", grade: 3, dimensionGrades: null, modelLabel: null });
    expect(() =>
      readJudgeGrade({ scale: DEFAULT_GRADED_SCALE, answer: { label: "VALID", grade: 0 } }),
    ).toThrow(/not on this scale/);
  });

  it("takes the lower median of samples, whose collapse is the majority vote", () => {
    expect(medianGrade({ grades: [] })).toBeNull();
    expect(medianGrade({ grades: [4, 1, 3] })).toBe(3);
    expect(medianGrade({ grades: [4, 2, 3, 1] })).toBe(2);
    const job = (sample: number, grade: number, label: string, dims: string | null) => ({
      sample,
      status: "done",
      lastError: null,
      result: {
        label,
        confidence: null,
        thought: "",
        justification: "",
        cached: false,
        grade,
        dimensionGrades: dims,
        modelLabel: null,
      },
    });
    const row = summarizePatchJobs({
      facts: { patchId: "p", bugId: "b", bugType: null, tool: null, consensus: null },
      jobs: [
        job(0, 4, "VALID", '{"minimality":4}'),
        job(1, 2, "INVALID", '{"minimality":1}'),
        job(2, 3, "VALID", '{"minimality":2}'),
        job(3, 1, "INVALID", null),
      ],
    });
    // Two VALID, two INVALID: the tie resolves to INVALID, as the lower median 2 collapses.
    expect(row).toMatchObject({ label: "INVALID", tie: true, grade: 2 });
    expect(row.dimensionGrades).toEqual({ minimality: 2 });
  });

  it("judges per requirement and grades at once: the requirement verdicts first, then the grade", () => {
    const both = buildJudgeCall({
      config: {
        ...config,
        promptTemplate: "judge-rubric-requirements",
        promptVersion: "2",
        scale: JSON.stringify(SCALE),
      },
      template: loadPrompt({ name: "judge-rubric-requirements.v2" }).body,
      bug,
      candidatePatch: "--- a/x.c\n+++ b/x.c\n@@\n+fix\n",
      referenceText: "## Requirements\n- [ ] Bounds are checked\n- [ ] The error is reported",
      sample: 0,
    });
    expect(both.schemaName).toBe("judge_graded_requirements_verdict");
    const prompt = `${both.prompt.system ?? ""}\n${both.prompt.text}`;
    expect(prompt).toContain("Bounds are checked");
    expect(prompt).toContain("## Grade the patch");
    const answer = {
      thought: "t",
      requirements: [
        { index: 1, met: true, note: "checked" },
        { index: 2, met: false, note: "silent" },
      ],
      grade: 2,
      dimensionGrades: { minimality: 3, security: 2 },
      label: "VALID",
      justification: "j",
    };
    expect(both.schema.safeParse(answer).success).toBe(true);
    const { requirements: _, ...withoutRequirements } = answer;
    expect(both.schema.safeParse(withoutRequirements).success).toBe(false);
    const { grade: __, ...withoutGrade } = answer;
    expect(both.schema.safeParse(withoutGrade).success).toBe(false);
    // The model is asked for its requirement verdicts before its grade.
    expect(Object.keys(z.toJSONSchema(both.schema).properties ?? {})).toEqual([
      "thought",
      "requirements",
      "grade",
      "dimensionGrades",
      "label",
      "justification",
    ]);
    // Read as any answer is: the grade's collapse is the label, the verdicts are kept.
    const read = readJudgeAnswer({
      config: { scale: JSON.stringify(SCALE) },
      answer: both.schema.parse(answer),
      rubric: "## Requirements\n- [ ] Bounds are checked\n- [ ] The error is reported",
      logprobs: null,
    });
    expect(read).toMatchObject({
      label: "INVALID",
      modelLabel: "VALID",
      grade: 2,
      confidence: null,
      requirements: [
        { index: 1, met: true, note: "checked" },
        { index: 2, met: false, note: "silent" },
      ],
    });
  });

  it("refuses a scale on the baseline and a malformed scale; a scale with perRequirement is fine", () => {
    const base = { name: "g", provider: "openai", model: "m", rules: "none" };
    expect(ZCreateJudgeConfig.safeParse({ ...base, scale: DEFAULT_GRADED_SCALE }).success).toBe(
      true,
    );
    const bad = (input: object) =>
      ZCreateJudgeConfig.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(
      ZCreateJudgeConfig.safeParse({ ...base, scale: DEFAULT_GRADED_SCALE, perRequirement: true })
        .success,
    ).toBe(true);
    expect(
      bad({
        ...base,
        provider: "baseline",
        reference: "ground_truth",
        scale: DEFAULT_GRADED_SCALE,
      }),
    ).toContain("scale");
    expect(bad({ ...base, scale: { ...DEFAULT_GRADED_SCALE, validFrom: 9 } })).toContain(
      "scale.validFrom",
    );
  });
});
