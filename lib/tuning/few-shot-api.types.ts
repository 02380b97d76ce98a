import { z } from "zod";
import { ZFewShotExample } from "./schemas-few-shot";

// Response schemas of app/api/projects/[slug]/judge/tuning/few-shot (POST) and …/held-out (GET).

const ZPart = z.object({
  bugs: z.number(),
  /** The campaign's patches of those bugs, and those with a recorded consensus. */
  patches: z.number(),
  labelled: z.number(),
});

const ZVersionRef = z.object({ id: z.string(), name: z.string(), version: z.number() });

export const ZFewShotTuningResponse = z.object({
  base: ZVersionRef,
  campaign: z.object({ id: z.string(), name: z.string() }),
  baseRunId: z.string().nullable(),
  seed: z.number(),
  heldOutShare: z.number(),
  split: z.object({ tuning: ZPart, heldOut: ZPart }),
  /**
   * Labelled patches of the campaign left out because the caller is still labelling them in some
   * campaign (blinding): never an example, not in `labelled`.
   */
  hidden: z.number(),
  examples: z.array(ZFewShotExample),
  description: z.string(),
  /** The new version; null for a preview (dry run). */
  config: ZVersionRef.nullable(),
});
export type TFewShotTuningResponse = z.infer<typeof ZFewShotTuningResponse>;

const ZInterval = z.object({
  estimate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});

export const ZHeldOutMetric = z.object({
  name: z.enum(["kappa", "precision", "recall"]),
  before: ZInterval,
  after: ZInterval,
  /** After − before, each replicate scoring both runs on the same resampled bugs. */
  difference: ZInterval,
});
export type THeldOutMetric = z.infer<typeof ZHeldOutMetric>;

const ZConfusion = z.object({ tp: z.number(), fp: z.number(), fn: z.number(), tn: z.number() });

export const ZHeldOutReport = z.object({
  config: ZVersionRef.extend({ method: z.string(), description: z.string() }),
  base: ZVersionRef,
  campaign: z.object({ id: z.string(), name: z.string() }),
  part: z.literal("held_out"),
  baseRun: z.object({ id: z.string(), status: z.string() }),
  run: z.object({ id: z.string(), status: z.string() }),
  /** Held-out patches scored (consensus and a verdict in both runs), and their bugs. */
  n: z.number(),
  bugs: z.number(),
  /** Labelled patches of tuning-part bugs, left out of every number here. */
  excludedTuningPatches: z.number(),
  /** Held-out patches the viewer is still labelling somewhere, left out (blinding). */
  hidden: z.number(),
  metrics: z.array(ZHeldOutMetric),
  confusion: z.object({ before: ZConfusion, after: ZConfusion }),
  bootstrap: z.object({
    seed: z.number(),
    replicates: z.number(),
    level: z.number(),
    /** What each replicate resamples. */
    unit: z.literal("held-out bugs (all of a bug's patches together)"),
  }),
});
export type THeldOutReport = z.infer<typeof ZHeldOutReport>;
