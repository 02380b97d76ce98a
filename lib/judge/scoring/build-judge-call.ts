import { LOGPROB_PROVIDERS } from "@/lib/llm/create-language-model";
import type { TPatchTests } from "@/lib/fix-specs/format-test-information";
import { renderJudgePrompt, type TJudgePromptBug } from "../config/render-judge-prompt";
import { isPerRequirement, ZJudgeRequirementsVerdict, ZJudgeVerdict } from "../schemas";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { buildGradedVerdictSchema } from "./build-graded-verdict-schema";
import { GRADED_PROMPT, renderGradedSection } from "./render-graded-section";
import type { TJudgeVerdictConfig } from "./compute-judge-verdict";

/**
 * The structured call that judges one patch sample (lib/llm generateStructured's arguments but
 * the model): the rendered prompt, parameters (logprobs where the provider returns them), the
 * sample as cache variant; per-requirement configurations get the schema with `requirements`,
 * graded ones (config.scale) the judge-graded section after the instructions and `grade`. The online verdict and the batch request file both use it, so they
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
  /** A few-shot tuned configuration's examples section (lib/tuning), or null/absent. */
  fewShot?: string | null;
  /** The configuration's reviewers' guidance section (lib/tuning), or null/absent. */
  guidance?: string | null;
  sample: number;
}) {
  const { config, sample } = options;
  const scale = parseRatingScale({ stored: config.scale ?? null });
  const rendered = renderJudgePrompt({
    template: options.template,
    reference: config.reference,
    bug: options.bug,
    candidatePatch: options.candidatePatch,
    referenceText: options.referenceText,
    testInformation: options.testInformation,
    tests: options.tests,
    projectRules: options.projectRules,
    gradedSection: scale ? renderGradedSection({ template: gradedTemplate(), scale }) : null,
    fewShot: options.fewShot,
    guidance: options.guidance,
  });
  const perRequirement = isPerRequirement(config);
  return {
    purpose: "judge",
    // A per-requirement configuration asks for a verdict per rubric requirement too; a graded
    // one for a grade (and dimension grades); one that is both, for both. Binary configurations
    // keep ZJudgeVerdict as it was.
    schema: scale
      ? buildGradedVerdictSchema({ scale, requirements: perRequirement })
      : perRequirement
        ? ZJudgeRequirementsVerdict
        : ZJudgeVerdict,
    schemaName: scale
      ? perRequirement
        ? "judge_graded_requirements_verdict"
        : "judge_graded_verdict"
      : perRequirement
        ? "judge_requirements_verdict"
        : "judge_verdict",
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

let gradedBody: string | null = null;
/** The judge-graded template, read once per process (prompt files are immutable). */
function gradedTemplate(): string {
  gradedBody ??= loadPrompt({ name: GRADED_PROMPT }).body;
  return gradedBody;
}
