import { z } from "zod";

// Response schema of the policy route (app/api/projects/[slug]/policy); the export route next to
// it answers a file. The evaluation's server type is this schema's output (TPolicyEvaluation).

const ZNum = z.number().nullable();
const ZValidation = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({ kind: z.literal("binary") }),
  z.object({ kind: z.literal("percentile"), p: z.number() }),
]);
export const ZPolicyMetrics = z.object({
  cutoff: ZNum,
  patches: z.object({
    total: z.number(),
    shown: z.number(),
    successes: z.number(),
    shownSuccesses: z.number(),
    precision: ZNum,
    recall: ZNum,
    prevalence: ZNum,
    fpr: ZNum,
    npv: ZNum,
    specificity: ZNum,
    spared: z.number(),
    sparedFailures: z.number(),
    withoutConfidence: z.number(),
  }),
  bugs: z.object({
    total: z.number(),
    attempted: z.number(),
    retained: z.number(),
    fixable: z.number(),
    retainedFixable: z.number(),
    precision: ZNum,
    recall: ZNum,
    prevalence: ZNum,
    fpr: ZNum,
    unscored: z.number(),
  }),
  successAtK: z.array(z.object({ k: z.number(), value: ZNum })),
});
const ZPolicyRow = z.object({
  id: z.string(),
  name: z.string(),
  validation: ZValidation,
  abstention: z.object({ tau: z.number() }).nullable(),
  metrics: ZPolicyMetrics,
});
const ZPrCurve = z.object({
  points: z.array(
    z.object({
      threshold: z.number(),
      precision: z.number(),
      recall: z.number(),
      accepted: z.number(),
    }),
  ),
  averagePrecision: ZNum,
  prevalence: ZNum,
  positives: z.number(),
  scored: z.number(),
});
const ZCalibrationBin = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number(),
  meanScore: ZNum,
  successShare: ZNum,
});
export const ZPolicyReport = z.object({
  maxK: z.number(),
  policies: z.array(ZPolicyRow),
  prCurve: z.object({ patches: ZPrCurve, bugs: ZPrCurve.nullable() }),
  calibration: z.array(ZCalibrationBin),
});
export type TPolicyReport = z.infer<typeof ZPolicyReport>;

const ZRunOption = z.object({
  id: z.string(),
  label: z.string(),
  status: z.string(),
  results: z.number(),
  createdAt: z.string(),
});
export const ZGetPolicyResponse = ZPolicyReport.extend({
  runs: z.array(ZRunOption),
  campaigns: z.array(z.object({ id: z.string(), name: z.string(), phase: z.string() })),
  run: ZRunOption.nullable(),
  success: z.object({
    criterion: z.enum(["tests", "consensus", "judge", "author"]),
    /** True when the criterion (with its campaign or run) is the project's default. */
    projectDefault: z.boolean(),
    label: z.string(),
    campaignId: z.string().nullable(),
    referenceRunId: z.string().nullable(),
  }),
  percentiles: z.array(z.number()),
  tau: z.number(),
  abstention: z.object({
    /** The abstention scores in use: r1, r2 or none. */
    representation: z.enum(["r1", "r2", "none"]),
    /** Representations the project's bugs have scores for. */
    available: z.array(z.enum(["r1", "r2"])),
    /** Provider and model of the scores in use. */
    scoredBy: z.string().nullable(),
  }),
  counts: z.object({
    /** Patches the run judged. */
    judged: z.number(),
    /** Of those, patches with a success outcome: the population every figure is over. */
    evaluated: z.number(),
    /** Judged patches without an outcome under the criterion (no tests flag, no consensus, …). */
    withoutOutcome: z.number(),
    /** Patches left out because the viewer is still labelling them in a campaign. */
    hidden: z.number(),
    bugs: z.number(),
    /** Bugs with an abstention score. */
    scoredBugs: z.number(),
  }),
});
export type TGetPolicyResponse = z.input<typeof ZGetPolicyResponse>;
export type TPolicyEvaluation = z.infer<typeof ZGetPolicyResponse>;

export const ZSetSuccessCriterionResponse = z.object({
  successCriterion: z.enum(["tests", "consensus", "judge", "author"]),
  successCampaignId: z.string().nullable(),
  successRunId: z.string().nullable(),
});
export type TSetSuccessCriterionResponse = z.input<typeof ZSetSuccessCriterionResponse>;

export const ZScoreAbstentionResponse = z.object({
  scored: z.number(),
  cached: z.number(),
  withoutLogprobs: z.number(),
  provider: z.string(),
  model: z.string(),
});
export type TScoreAbstentionResponse = z.input<typeof ZScoreAbstentionResponse>;
