import { z } from "zod";
import { absentIfEmpty } from "@/lib/api/absent-if-empty";
import { ZTuningSplitOptions } from "./schemas";

/** The prompt file few-shot examples are rendered with (prompts/judge-few-shot.v1.md). */
export const FEW_SHOT_PROMPT = "judge-few-shot.v1";
/** An example's diff is cut to this many characters (the example says so). */
export const FEW_SHOT_DIFF_LIMIT = 4000;
/** An example's reason is cut to this many characters. */
export const FEW_SHOT_REASON_LIMIT = 1500;
export const FEW_SHOT_DEFAULT_EXAMPLES = 4;
export const FEW_SHOT_MAX_EXAMPLES = 8;

/**
 * Where an example came from: the base run's verdict disagreed with the consensus, or the raters
 * disagreed and a lead adjudicated.
 */
export const ZFewShotSource = z.enum(["judge_disagreement", "adjudicated"]);
export type TFewShotSource = z.infer<typeof ZFewShotSource>;

/** One example as stored and rendered: a tuning-part patch with its consensus label and reason. */
export const ZFewShotExample = z.object({
  /** The bug's and the patch's external ids (as the judge prompt names them). */
  bugId: z.string(),
  bugTitle: z.string().nullable(),
  patchId: z.string(),
  label: z.enum(["VALID", "INVALID"]),
  /** The adjudication notes, else the justifications of the raters who gave the consensus label. */
  reason: z.string(),
  source: ZFewShotSource,
  /** The diff, cut to `diffLimit` characters. */
  diff: z.string(),
  /** The whole diff's length: more than diff.length means the example was truncated. */
  diffChars: z.number().int(),
});
export type TFewShotExample = z.infer<typeof ZFewShotExample>;

/** What `JudgeConfig.fewShot` holds (JSON): the prompt file that renders the examples, and them. */
export const ZFewShotExamples = z.object({
  prompt: z.string(),
  diffLimit: z.number().int(),
  examples: z.array(ZFewShotExample).min(1),
});
export type TFewShotExamples = z.infer<typeof ZFewShotExamples>;

/**
 * Few-shot tuning of one configuration version from a revealed campaign
 * (`POST /api/projects/:slug/judge/tuning/few-shot`, `rubricate judge tune`). `dryRun`: the
 * preview (split counts and examples), nothing written.
 */
export const ZFewShotTuningInput = ZTuningSplitOptions.extend({
  configId: z.string().trim().min(1, "is required"),
  campaignId: z.string().trim().min(1, "is required"),
  /** A finished run of the base configuration: its disagreements with the consensus come first. */
  baseRunId: z.string().trim().min(1).nullable().default(null),
  examples: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(FEW_SHOT_MAX_EXAMPLES, `at most ${FEW_SHOT_MAX_EXAMPLES}`)
    .default(FEW_SHOT_DEFAULT_EXAMPLES),
  dryRun: z.boolean().default(false),
});
export type TFewShotTuningInput = z.infer<typeof ZFewShotTuningInput>;

/**
 * The held-out report's query (`GET /api/projects/:slug/judge/tuning/held-out`,
 * `rubricate judge held-out`): a tuned version by name and version, optionally the two runs.
 * There is no way to score the tuning part: `part` accepts only "held_out", anything else is a 422.
 */
export const ZHeldOutQuery = z.object({
  config: z.string().trim().min(1, "is required").max(200),
  version: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1"),
  baseRunId: z.string().trim().min(1).max(200).optional(),
  runId: z.string().trim().min(1).max(200).optional(),
  part: z
    .string()
    .optional()
    .refine(
      (part) => part === undefined || part === "held_out",
      "only the held-out part is reported: a gain measured on the patches the judge was tuned on is no evidence",
    ),
  seed: absentIfEmpty(z.coerce.number().int().min(0).max(2_147_483_647).optional()),
  replicates: absentIfEmpty(z.coerce.number().int().min(100).max(20_000).default(2000)),
});
export type THeldOutQuery = z.infer<typeof ZHeldOutQuery>;
