import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZTuningMethod } from "@/lib/tuning/schemas";

// Response schemas of app/api/projects/[slug]/judge/alignment (GET) and its rescore route (POST).

const ZNum = z.number().nullable();

/** κ, precision, recall and accuracy of the judge (VALID positive) against the consensus. */
export const ZAlignmentMetrics = z.object({
  n: z.number(),
  tp: z.number(),
  fp: z.number(),
  fn: z.number(),
  tn: z.number(),
  kappa: ZNum,
  precision: ZNum,
  recall: ZNum,
  accuracy: ZNum,
});
export type TAlignmentMetrics = z.infer<typeof ZAlignmentMetrics>;

/** Change of each metric from the previous row (null when either side is undefined). */
export const ZAlignmentDelta = z.object({
  kappa: ZNum,
  precision: ZNum,
  recall: ZNum,
  accuracy: ZNum,
});
export type TAlignmentDelta = z.infer<typeof ZAlignmentDelta>;

const ZRunRef = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: ZIsoDate,
  results: z.number(),
  /** The project rules version its prompt carried (lib/rules); null: none. */
  rulesVersion: z.number().nullable(),
});

export const ZAlignmentVersionRow = z.object({
  configId: z.string(),
  version: z.number(),
  description: z.string(),
  reference: z.string(),
  provider: z.string(),
  model: z.string(),
  /** The configuration's project rules setting: "none", "current" or a pinned version. */
  rules: z.string(),
  /** The newest completed run of this version with a label on a patch of the campaign. */
  run: ZRunRef.nullable(),
  metrics: ZAlignmentMetrics.nullable(),
  /** Against the nearest lower version that has metrics. */
  delta: ZAlignmentDelta.nullable(),
  previousVersion: z.number().nullable(),
  /**
   * This version differs from `previousVersion` only in its project rules (every other setting
   * equal) and the two runs carried different rules versions: a with/without-rules comparison.
   */
  onlyRulesDiffer: z.boolean(),
  /** A tuned version (lib/tuning, JudgeConfig.tuning): how; its held-out report is on the tune page. */
  tuning: z.object({ method: ZTuningMethod }).nullable(),
});
export type TAlignmentVersionRow = z.infer<typeof ZAlignmentVersionRow>;

export const ZRubricVersionRow = z.object({
  number: z.number(),
  bugs: z.number(),
  metrics: ZAlignmentMetrics,
  /** Against the previous rubric version row, both computed on the patches they share. */
  delta: ZAlignmentDelta.nullable(),
  shared: z.number(),
  previousNumber: z.number().nullable(),
});
export type TRubricVersionRow = z.infer<typeof ZRubricVersionRow>;

export const ZAlignmentDisagreement = z.object({
  patchId: z.string(),
  bugId: z.string(),
  rubricVersion: z.number().nullable(),
  judge: z.object({ label: z.string(), justification: z.string() }),
  consensus: z.object({ label: z.string(), method: z.string(), notes: z.string() }),
  raters: z.array(z.object({ name: z.string(), label: z.string(), justification: z.string() })),
});
export type TAlignmentDisagreement = z.infer<typeof ZAlignmentDisagreement>;

const ZAlignmentCampaign = z.object({
  id: z.string(),
  name: z.string(),
  phase: z.string(),
  labelled: z.number(),
  hidden: z.number(),
});

export const ZGetAlignmentResponse = z.object({
  configs: z.array(z.object({ name: z.string(), versions: z.array(z.number()) })),
  /** `labelled`: patches with a recorded consensus, the viewer's blinded ones left out (`hidden`). */
  campaigns: z.array(ZAlignmentCampaign),
  config: z.string().nullable(),
  campaign: ZAlignmentCampaign.nullable(),
  /** Labelled patches left out because the viewer is still labelling them somewhere. */
  hidden: z.number(),
  versions: z.array(ZAlignmentVersionRow),
  /** The version whose rubric table and disagreements are shown. */
  selectedVersion: z.number().nullable(),
  rubric: z
    .object({
      /** Runs the table draws on: the versions' newest runs with a rubric reference. */
      runs: z.number(),
      rows: z.array(ZRubricVersionRow),
    })
    .nullable(),
  disagreements: z.array(ZAlignmentDisagreement),
});
export type TGetAlignmentResponse = z.infer<typeof ZGetAlignmentResponse>;
export type TAlignmentReport = z.input<typeof ZGetAlignmentResponse>;

export const ZRescoreResponse = z.object({
  run: z.object({
    id: z.string(),
    total: z.number(),
    patches: z.number(),
    skipped: z.number(),
    skippedReason: z.string().nullable(),
    /** The project rules version the run's prompts carry; null: none. */
    rulesVersion: z.number().nullable(),
  }),
});
export type TRescoreResponse = z.infer<typeof ZRescoreResponse>;
