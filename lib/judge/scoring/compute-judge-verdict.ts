import type { TPatchTests } from "@/lib/fix-specs/format-test-information";
import type { LanguageModel } from "ai";
import { generateStructured } from "@/lib/llm/generate-structured";
import type { TLlmCallRow } from "@/lib/llm/to-llm-call-row";
import type { TJudgePromptBug } from "../config/render-judge-prompt";
import type { TJudgeLabel, TJudgeReference, TRequirementVerdict } from "../schemas";
import { readJudgeAnswer } from "./read-judge-answer";
import { buildJudgeCall } from "./build-judge-call";
import { scoreBaseline } from "./score-baseline";

export type TJudgeVerdictConfig = {
  provider: string;
  model: string;
  temperature: number;
  maxTokens: number;
  reference: TJudgeReference;
  promptTemplate: string;
  promptVersion: string;
  threshold: number | null;
  /** JudgeConfig.scale: a graded scale's JSON (lib/scales), or null/absent for binary. */
  scale?: string | null;
};
export type TComputedVerdict = {
  label: TJudgeLabel;
  thought: string;
  justification: string;
  /** Per-requirement configurations: the verdict per rubric requirement; null otherwise. */
  requirements: TRequirementVerdict[] | null;
  confidence: number | null;
  /** Graded configurations: the grade (label is its collapse), dimension grades (JSON) and the
   * model's own label when it contradicted the grade (overridden); null/absent otherwise. */
  grade?: number | null;
  dimensionGrades?: string | null;
  modelLabel?: TJudgeLabel | null;
  /** The similarity baseline's score in [0, 1]; null for LLM verdicts. */
  score?: number | null;
  llmCallId: string | null;
  /** The call's log row, not yet written: stored with the verdict (same transaction). */
  pendingCall?: TLlmCallRow | null;
  cached: boolean;
  inputTokens: number | null;
  outputTokens: number | null;
};

/**
 * One judge verdict on one patch sample: the no-LLM similarity baseline, or one structured
 * LLM call (cached by request, sample index included) whose label comes only from the
 * validated `label` field. Makes a network call: never inside a transaction.
 */
export async function computeJudgeVerdict(options: {
  config: TJudgeVerdictConfig;
  template: string | null;
  bug: TJudgePromptBug;
  candidatePatch: string;
  referenceText: string | null;
  testInformation?: string | null;
  tests?: TPatchTests | null;
  /** The run's project rules section, or null when it carries none. */
  projectRules?: string | null;
  /** The configuration's few-shot examples section (lib/tuning), or null. */
  fewShot?: string | null;
  /** The configuration's reviewers' guidance section (lib/tuning), or null. */
  guidance?: string | null;
  sample: number;
  model: LanguageModel | null;
  /** Leave the call's log row to the caller (`pendingCall`), to store with the verdict. */
  deferLog?: boolean;
  /** Waited for just before the request goes out (a job claimed ahead waits for its slot). */
  beforeSend?: () => Promise<void>;
  /** Aborts the call (the job was given up). */
  signal?: AbortSignal;
}): Promise<TComputedVerdict> {
  const { config, bug, candidatePatch, sample } = options;
  if (config.provider === "baseline") {
    const score = scoreBaseline({
      candidate: candidatePatch,
      groundTruth: bug.groundTruthPatch,
      threshold: config.threshold ?? 0.5,
      version: config.model,
    });
    return {
      label: score.label,
      thought: "",
      justification: score.justification,
      requirements: null,
      confidence: null,
      // Stored to 9 decimals: a value any engine and a dump restore keep as it is (Prisma's
      // createMany writes 16 significant digits; 0.19999999999999996 came back as 0.2).
      score: Math.round(score.similarity * 1e9) / 1e9,
      llmCallId: null,
      pendingCall: null,
      cached: false,
      inputTokens: null,
      outputTokens: null,
    };
  }
  if (!options.template || !options.model)
    throw new Error("An LLM judge needs its prompt template and model.");
  const result = await generateStructured({
    ...buildJudgeCall({
      config,
      template: options.template,
      bug,
      candidatePatch,
      referenceText: options.referenceText,
      testInformation: options.testInformation,
      tests: options.tests,
      projectRules: options.projectRules,
      fewShot: options.fewShot,
      guidance: options.guidance,
      sample,
    }),
    model: options.model,
    deferLog: options.deferLog,
    beforeSend: options.beforeSend,
    signal: options.signal,
  });
  return {
    ...readJudgeAnswer({
      config,
      answer: result.object,
      rubric: options.referenceText,
      logprobs: result.logprobEntries ?? result.logprobs,
    }),
    llmCallId: result.llmCallId,
    pendingCall: result.pendingCall ?? null,
    cached: result.cached,
    inputTokens: result.usage.inputTokens,
    outputTokens: result.usage.outputTokens,
  };
}
