import { z } from "zod";
import { ZRatingScale } from "@/lib/scales/schemas";

// Response schema of the agreement dashboard route (app/api/projects/[slug]/agreement); the
// export route next to it answers a file. dashboard-types.ts holds the server-side types.

const ZNum = z.number().nullable();
const ZEstimate = z.object({ value: ZNum, low: ZNum, high: ZNum });
const ZCampaignOption = z.object({
  id: z.string(),
  name: z.string(),
  phase: z.string(),
  ratings: z.number(),
});
const ZRunOption = z.object({
  id: z.string(),
  label: z.string(),
  configName: z.string(),
  configVersion: z.number(),
  reference: z.string(),
  provider: z.string(),
  model: z.string(),
  status: z.string(),
  origin: z.string(),
  campaignId: z.string().nullable(),
  createdAt: z.string(),
  results: z.number(),
});
const ZHumanAgreement = z.object({
  items: z.number(),
  raters: z.number(),
  ratings: z.number(),
  missingRatings: z.number(),
  fleissKappa: ZEstimate,
  fleissReason: z.string().nullable(),
  krippendorffAlpha: ZEstimate,
  unanimousShare: ZEstimate,
  unanimous: z.object({ items: z.number(), of: z.number(), rule: z.string() }),
  weightedKappa: ZEstimate,
  gwetAc1: ZEstimate,
  pabak: ZEstimate,
  pairwise: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      aName: z.string(),
      bName: z.string(),
      n: z.number(),
      kappa: ZNum,
    }),
  ),
  emptyPairs: z.number(),
  groups: z.array(
    z.object({
      group: z.string(),
      raters: z.number(),
      raterKeys: z.array(z.string()),
      raterNames: z.array(z.string()),
      items: z.number(),
      ratings: z.number(),
      fleissKappa: ZNum,
      fleissReason: z.string().nullable(),
      krippendorffAlpha: ZNum,
      gwetAc1: ZNum,
      pabak: ZNum,
      unanimous: z.object({ items: z.number(), of: z.number() }),
    }),
  ),
  raterRows: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      rated: z.number(),
      missing: z.number(),
      weight: z.number(),
      compared: z.number(),
      agreement: ZNum,
      kappa: ZNum,
    }),
  ),
  consensus: z.object({
    adjudicated: z.number(),
    unanimous: z.number(),
    majority: z.number(),
    single: z.number(),
    tie: z.number(),
    unrated: z.number(),
  }),
});
const ZBenchmarkColumn = z.object({
  bugs: z.number(),
  patches: z.number(),
  unanimousShare: ZNum,
  unanimous: z.number(),
  alpha: ZNum,
  weightedKappa: ZNum,
  valid: z.number(),
  invalid: z.number(),
  other: z.number(),
  tied: z.number(),
});
const ZJudgeBenchmark = z.object({
  n: z.number(),
  tp: z.number(),
  fp: z.number(),
  fn: z.number(),
  tn: z.number(),
  kappa: ZEstimate,
  accuracy: ZEstimate,
  precision: ZEstimate,
  recall: ZEstimate,
  f1: ZEstimate,
  npv: ZEstimate,
  specificity: ZEstimate,
  ac1: ZEstimate,
  pabak: ZEstimate,
});
const ZJudgeAgreement = z.object({
  run: ZRunOption,
  unjudged: z.number(),
  full: ZJudgeBenchmark,
  clear: ZJudgeBenchmark,
  falsePositives: z.object({ total: z.number(), onDisputed: z.number(), disputed: z.number() }),
  byBugType: z.array(
    z.object({
      bugType: z.string(),
      patches: z.number(),
      tp: z.number(),
      fp: z.number(),
      fn: z.number(),
      tn: z.number(),
      accuracy: ZNum,
      kappa: ZNum,
      precision: ZNum,
      recall: ZNum,
    }),
  ),
});
const ZPassAtKCurve = z.object({
  runId: z.string(),
  bugs: z.number(),
  patches: z.number(),
  points: z.array(
    z.object({ k: z.number(), bugs: z.number(), pass: z.number(), passValid: z.number() }),
  ),
});

const ZGradedAlphas = z.object({
  ordinalAlpha: ZEstimate,
  intervalAlpha: ZEstimate,
  units: z.number(),
  reason: z.string().nullable(),
});
const ZGradedAgreement = ZGradedAlphas.extend({
  scale: ZRatingScale,
  items: z.number(),
  raters: z.number(),
  graded: z.number(),
  ungraded: z.number(),
  distribution: z.array(
    z.object({
      grade: z.number(),
      label: z.string(),
      collapse: z.enum(["VALID", "INVALID"]),
      count: z.number(),
    }),
  ),
  dimensions: z.array(
    ZGradedAlphas.extend({ key: z.string(), name: z.string(), counts: z.array(z.number()) }),
  ),
});

export const ZGetAgreementResponse = z.object({
  campaigns: z.array(ZCampaignOption),
  runs: z.array(ZRunOption),
  campaign: ZCampaignOption.nullable(),
  labels: z.array(z.string()),
  missing: z.array(z.string()),
  bootstrap: z.object({ seed: z.number(), replicates: z.number(), level: z.number() }),
  human: ZHumanAgreement.nullable(),
  /** Graded campaigns only: α on the grades (ordinal, interval), per dimension, distribution. */
  graded: ZGradedAgreement.nullable(),
  benchmarks: z.object({ full: ZBenchmarkColumn, clear: ZBenchmarkColumn }).nullable(),
  judge: z.array(ZJudgeAgreement),
  passAtK: z.array(ZPassAtKCurve),
  hidden: z.number(),
});
export type TGetAgreementResponse = z.output<typeof ZGetAgreementResponse>;

/** `GET …/judge/runs/:runId/requirements?campaignId=`: agreement per rubric requirement. */
export const ZGetRequirementAgreementResponse = z.object({
  run: z.object({
    id: z.string(),
    configName: z.string(),
    configVersion: z.number(),
    reference: z.string(),
  }),
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Why nothing is compared (not a per-requirement run, no campaign, still labelling); else null. */
  unavailable: z.string().nullable(),
  /** Patches with requirement verdicts compared (rated or not). */
  patches: z.number(),
  hidden: z.number(),
  rows: z.array(
    z.object({
      bug: z.string().nullable(),
      index: z.number().nullable(),
      text: z.string().nullable(),
      n: z.number(),
      agree: z.number(),
      agreement: ZNum,
      kappa: ZNum,
      judgeMet: z.number(),
      ratersMet: z.number(),
      ties: z.number(),
    }),
  ),
});
export type TGetRequirementAgreementResponse = z.output<typeof ZGetRequirementAgreementResponse>;

export const ZRequirementAgreementQuery = z.object({ campaignId: z.string().min(1).optional() });
