import { LOGPROB_PROVIDERS } from "@/lib/llm/create-language-model";
import type { TPatchTests } from "@/lib/fix-specs/format-test-information";
import { renderJudgePrompt, type TJudgePromptBug } from "../config/render-judge-prompt";
import { isPerRequirement, ZJudgeRequirementsVerdict, ZJudgeVerdict } from "../schemas";
import type { TJudgeVerdictConfig } from "./compute-judge-verdict";

/**
 * The structured call that judges one patch sample (lib/llm generateStructured's arguments but
 * the model): the rendered prompt, parameters (logprobs where the provider returns them), the
 * sample as cache variant; per-requirement configurations get the schema with `requirements`. The online verdict and the batch request file both use it, so they
 * ask exactly the same thing and share the LLM cache. Pure.
 */
export function buildJudgeCall(options: {
  config: TJudgeVerdictConfig;
  template: string;
  bug: TJudgePromptBug;
  candidatePatch: string;
  referenceText: string | null;
  testInformation?: string | null;
  /** The patch's test columns, for prompts that state its test outcome; null/absent: unknown. */
  tests?: TPatchTests | null;
  /** The run's project rules section (lib/rules), or null/absent when it carries none. */
  projectRules?: string | null;
  /** The configuration's reviewers' guidance section (lib/tuning), or null/absent. */
  guidance?: string | null;
  sample: number;
}) {
  const { config, sample } = options;
  const rendered = renderJudgePrompt({
    template: options.template,
    reference: config.reference,
    bug: options.bug,
    candidatePatch: options.candidatePatch,
    referenceText: options.referenceText,
    testInformation: options.testInformation,
    tests: options.tests,
    projectRules: options.projectRules,
    guidance: options.guidance,
  });
  const perRequirement = isPerRequirement(config);
  return {
    purpose: "judge",
    // A per-requirement configuration asks for a verdict per rubric requirement too.
    schema: perRequirement ? ZJudgeRequirementsVerdict : ZJudgeVerdict,
    schemaName: perRequirement ? "judge_requirements_verdict" : "judge_verdict",
    prompt: {
      template: config.promptTemplate,
      version: config.promptVersion,
      text: rendered.text,
      system: rendered.system ?? undefined,
      cachePrefix: rendered.cachePrefix ?? undefined,
    },
    params: {
      temperature: config.temperature,
      maxTokens: config.maxTokens,
      logprobs: LOGPROB_PROVIDERS.has(config.provider) || undefined,
    },
    settings: { provider: config.provider, model: config.model },
    variant: sample > 0 ? `sample:${sample}` : undefined,
  };
}
