import { z } from "zod";

/**
 * How a tuned judge configuration came about (issue 34, "a judge that learns from its
 * disagreements"). Stored as JSON on `JudgeConfig.tuning`; null for configurations written by hand.
 * The split is by bug: every patch of a bug is on the same side, so nothing the judge learnt from
 * a bug's patches is scored on another patch of that bug.
 */
export const ZTuningMethod = z.enum(["few_shot", "instructions"]);
export type TTuningMethod = z.infer<typeof ZTuningMethod>;

export const ZTuningSplitOptions = z.object({
  /** Seed of the split; the same seed, campaign and bugs give the same split. */
  seed: z.number().int().min(0).max(2_147_483_647).default(42),
  /** Share of the campaign's bugs held out (never shown to the tuning step). */
  heldOutShare: z.number().min(0.1).max(0.9).default(0.5),
});
export type TTuningSplitOptions = z.infer<typeof ZTuningSplitOptions>;

export const ZJudgeTuningOrigin = z.object({
  method: ZTuningMethod,
  /** The revealed campaign whose consensus the tuning used. */
  campaignId: z.string().min(1),
  /** The configuration version that was tuned. */
  baseConfigId: z.string().min(1),
  /** The run of the base configuration whose disagreements were used, if any. */
  baseRunId: z.string().min(1).nullable(),
  seed: z.number().int(),
  heldOutShare: z.number(),
  tuningBugIds: z.array(z.string()),
  heldOutBugIds: z.array(z.string()),
});
export type TJudgeTuningOrigin = z.infer<typeof ZJudgeTuningOrigin>;
