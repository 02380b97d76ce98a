import { AppError } from "@/lib/errors/app-error";
import { prisma } from "@/lib/db/client";
import { generateStructured } from "@/lib/llm/generate-structured";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { createJudgeModel } from "@/lib/judge/config/create-judge-model";
import { buildJudgeCall } from "@/lib/judge/scoring/build-judge-call";
import type { TJudgeReference } from "@/lib/judge/schemas";
import { renderConfigFewShot } from "@/lib/tuning/render-config-few-shot";
import { renderRunRules } from "@/lib/rules/render-run-rules";
import { renderConfigGuidance } from "@/lib/tuning/render-config-guidance";
import { resolveRunRuleSet } from "@/lib/rules/resolve-run-rule-set";
import { listBenchCases } from "./list-bench-cases";
import { describeProviderReach } from "@/lib/judge/config/describe-provider-reach";
import { readGradedAnswer } from "@/lib/judge/scoring/read-graded-answer";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";

const configName = (c: { name: string; version: number }) => `${c.name} v${c.version}`;
import type { TRunBenchCase } from "./schemas";

/**
 * One case of the rubric test bench, judged with the rubric text as it stands (not a saved
 * version): the configuration's judge prompt and model, the case's diff as the candidate, the
 * call logged and cached like any judge call (an unchanged rubric and case cost nothing twice).
 * Nothing is stored but the LLM call. A graded configuration's verdict is its grade, with the
 * label the grade's collapse (as in a run; the model's own contradicting label is `modelLabel`).
 * A configuration outside the project or without a rubric reference is a 422; never called
 * inside a transaction.
 */
export async function judgeBenchCase(options: {
  projectId: string;
  bugExternalId: string;
  viewerId: string;
  input: TRunBenchCase;
}) {
  const { projectId, bugExternalId, viewerId, input } = options;
  // The bug first: another project's bug is a 404 whatever the body says.
  const { bug, cases } = await listBenchCases({ projectId, bugExternalId, viewerId });
  const config = await prisma.judgeConfig.findFirst({ where: { id: input.configId, projectId } });
  if (!config || !["golden", "draft", "freeform"].includes(config.reference))
    throw new AppError(
      "INVALID_INPUT",
      "configId: choose a judge configuration of this project that reads a rubric.",
      { fields: [{ path: "configId", message: "not a rubric judge of this project" }] },
    );
  const reach = describeProviderReach({ provider: config.provider });
  if (!reach.runnable)
    throw new AppError("INVALID_INPUT", `configId: ${configName(config)} ${reach.reason}.`, {
      fields: [{ path: "configId", message: reach.reason ?? "cannot run here" }],
    });
  const found = cases.find((c) => c.id === input.caseId);
  if (!found)
    throw new AppError("INVALID_INPUT", `caseId: no bench case ${input.caseId} for this bug.`, {
      fields: [{ path: "caseId", message: "no such case" }],
    });
  const template = loadPrompt({ name: `${config.promptTemplate}.v${config.promptVersion}` }).body;
  const verdictConfig = { ...config, reference: config.reference as TJudgeReference };
  // The project rules the configuration would carry in a run started now.
  const ruleSet = await resolveRunRuleSet({ tx: prisma, projectId, setting: config.rules });
  const result = await generateStructured({
    ...buildJudgeCall({
      config: verdictConfig,
      template,
      bug,
      candidatePatch: found.diff,
      referenceText: input.rubric,
      projectRules: ruleSet ? renderRunRules({ ruleSet }) : null,
      fewShot: renderConfigFewShot({ fewShot: config.fewShot }),
      guidance: renderConfigGuidance({ config }),
      sample: 0,
    }),
    purpose: "rubric_bench",
    model: createJudgeModel({ provider: config.provider, model: config.model }),
  });
  const graded = readGradedAnswer({ config, answer: result.object });
  const label = graded?.label ?? result.object.label;
  const grade = graded && parseRatingScale({ stored: config.scale })?.grades[graded.grade - 1];
  return {
    caseId: found.id,
    expected: found.expected,
    label,
    grade: grade ? { value: grade.value, label: grade.label } : null,
    modelLabel: graded?.modelLabel ?? null,
    justification: result.object.justification,
    cached: result.cached,
    agrees: found.expected === null ? null : found.expected === label,
  };
}
