import { z } from "zod";
import { absentIfEmpty } from "@/lib/api/absent-if-empty";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";

const ZPercentiles = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(
        z
          .number("A percentile is a number.")
          .min(0, "A percentile lies in 0–100.")
          .max(100, "A percentile lies in 0–100."),
      )
      .min(1, "Give at least one percentile.")
      .max(8, "Compare at most 8 percentiles at once."),
  );

/**
 * What decides success: tests pass, a campaign's human consensus (VALID), another judge run's
 * label, or the patch author's own label (`authorLabel` at import).
 */
export const SUCCESS_CRITERIA = ["tests", "consensus", "judge", "author"] as const;
export const ZSuccessCriterion = z.enum(SUCCESS_CRITERIA);
export type TSuccessCriterion = z.infer<typeof ZSuccessCriterion>;

/** Bug abstention prompt: r1 (title and description) or r2 (plus the guideline criteria). */
export const ABSTENTION_REPRESENTATIONS = ["r1", "r2"] as const;
export const ZAbstentionRepresentation = z.enum(ABSTENTION_REPRESENTATIONS);
export type TAbstentionRepresentation = z.infer<typeof ZAbstentionRepresentation>;

/** Scoring the project's bugs for abstention (`POST /api/projects/:slug/policy/abstention`). */
export const ZScoreAbstention = z.object({
  representation: ZAbstentionRepresentation.default("r2"),
});

/**
 * The policy page's query (`/api/projects/:slug/policy`): the judge run whose labels and
 * confidences decide, the success criterion (with its campaign or reference run; the project's
 * default when absent), the percentiles of confidence to try (50, 75, 90 by default), the abstention threshold τ (used when
 * bugs have abstention scores), the largest k and the number of calibration bins. A number given
 * empty (`tau=`) counts as absent: its default applies.
 */
export const ZPolicyQuery = z.object({
  runId: z.string().trim().min(1).optional(),
  success: ZSuccessCriterion.optional(),
  campaignId: z.string().trim().min(1).optional(),
  referenceRunId: z.string().trim().min(1).optional(),
  percentiles: ZPercentiles.default([50, 75, 90]),
  tau: absentIfEmpty(z.coerce.number().min(0).max(1).default(0.5)),
  /** Which abstention scores to use: r1, r2 or none (default: r2 when the project has them, else r1). */
  abstention: z.enum(["r1", "r2", "none"]).optional(),
  k: absentIfEmpty(z.coerce.number().int().min(1).max(50).optional()),
  bins: absentIfEmpty(z.coerce.number().int().min(2).max(20).default(10)),
});
export type TPolicyQuery = z.infer<typeof ZPolicyQuery>;

/** Every policy table, by id: what `?table=` names in the export route. */
export const POLICY_TABLES = ["policies", "success-at-k", "pr-curve", "calibration"] as const;
export const ZPolicyTableId = z.enum(POLICY_TABLES);
export type TPolicyTableId = z.infer<typeof ZPolicyTableId>;

export const ZPolicyExportQuery = ZPolicyQuery.extend({
  table: ZPolicyTableId,
  format: z.enum(TABLE_FORMATS),
});
export type TPolicyExportQuery = z.infer<typeof ZPolicyExportQuery>;

/** The project's default success criterion (the policy page's settings; leads and admins). */
export const ZSetSuccessCriterion = z
  .object({
    successCriterion: ZSuccessCriterion,
    successCampaignId: z.string().trim().min(1).nullish(),
    successRunId: z.string().trim().min(1).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.successCriterion === "judge" && !v.successRunId)
      ctx.addIssue({
        code: "custom",
        path: ["successRunId"],
        message: "is required for a judge run",
      });
    if (v.successCriterion === "consensus" && !v.successCampaignId)
      ctx.addIssue({
        code: "custom",
        path: ["successCampaignId"],
        message: "is required for human consensus",
      });
  });
export type TSetSuccessCriterion = z.infer<typeof ZSetSuccessCriterion>;
