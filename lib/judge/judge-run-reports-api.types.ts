import { z } from "zod";
import { ZEvidenceFlag, ZEvidenceFlagKind } from "./evidence/schemas-evidence";
import { ZJudgeLabel } from "./schemas";

// Responses of the reports about one run beside its results: evidence flags, graded agreement.

/** GET …/judge/runs/[runId]/flags: verdicts whose text the patch's evidence contradicts (lib/judge/evidence). */
export const ZRunFlagItem = z.object({
  patchId: z.string(),
  patch: z.string(),
  bug: z.string(),
  sample: z.number(),
  label: ZJudgeLabel,
  confidence: z.number().nullable(),
  tests: z.enum(["pass", "fail", "unknown"]),
  files: z.array(z.string()),
  flags: z.array(ZEvidenceFlag),
});
export const ZGetRunFlagsResponse = z.object({
  runId: z.string(),
  origin: z.enum(["internal", "external"]),
  verdicts: z.number(),
  flagged: z.number(),
  counts: z.record(ZEvidenceFlagKind, z.number()),
  hidden: z.number(),
  items: z.array(ZRunFlagItem),
});
export type TGetRunFlagsResponse = z.output<typeof ZGetRunFlagsResponse>;

const ZGradedFigures = z.object({
  n: z.number(),
  quadratic: z.number().nullable(),
  linear: z.number().nullable(),
  reason: z.string().nullable(),
  exact: z.number().nullable(),
});
/** `GET …/judge/runs/:runId/grades?campaignId=`: a graded run's agreement with graded raters. */
export const ZGetGradedAgreementResponse = z.object({
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The judge's scale (value and label per grade); empty for a binary run. */
  grades: z.array(z.object({ value: z.number(), label: z.string() })),
  /** Why nothing is compared (binary run or campaign, no campaign, still labelling); else null. */
  unavailable: z.string().nullable(),
  hidden: z.number(),
  /** The run's verdicts whose model label contradicted its grade (overridden by the grade). */
  overridden: z.number(),
  result: ZGradedFigures.extend({
    /** confusion[judge − 1][raters' median − 1]: patches. */
    confusion: z.array(z.array(z.number())),
    dimensions: z.array(ZGradedFigures.extend({ key: z.string() })),
  }).nullable(),
});
export type TGetGradedAgreementResponse = z.output<typeof ZGetGradedAgreementResponse>;
export const ZGradedAgreementQuery = z.object({ campaignId: z.string().min(1).optional() });
