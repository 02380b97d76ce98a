import { z } from "zod";
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

/** What decides success: tests pass, a campaign's human consensus (VALID), or another judge run's label. */
export const SUCCESS_CRITERIA = ["tests", "consensus", "judge"] as const;
export const ZSuccessCriterion = z.enum(SUCCESS_CRITERIA);
export type TSuccessCriterion = z.infer<typeof ZSuccessCriterion>;

/**
 * The policy page's query (`/api/projects/:slug/policy`): the judge run whose labels and
 * confidences decide, the success criterion (with its campaign or reference run), the
 * percentiles of confidence to try (50, 75, 90 by default), the abstention threshold τ (used when
 * bugs have abstention scores), the largest k and the number of calibration bins.
 */
export const ZPolicyQuery = z
  .object({
    runId: z.string().trim().min(1).optional(),
    success: ZSuccessCriterion.default("tests"),
    campaignId: z.string().trim().min(1).optional(),
    referenceRunId: z.string().trim().min(1).optional(),
    percentiles: ZPercentiles.default([50, 75, 90]),
    tau: z.coerce.number().min(0).max(1).default(0.5),
    k: z.coerce.number().int().min(1).max(50).optional(),
    bins: z.coerce.number().int().min(2).max(20).default(10),
  })
  .superRefine((q, ctx) => {
    if (q.success === "judge" && !q.referenceRunId)
      ctx.addIssue({
        code: "custom",
        path: ["referenceRunId"],
        message: "The judge success criterion needs a reference run.",
      });
    if (q.success === "judge" && q.referenceRunId && q.referenceRunId === q.runId)
      ctx.addIssue({
        code: "custom",
        path: ["referenceRunId"],
        message: "A run cannot be its own success criterion.",
      });
  });
export type TPolicyQuery = z.infer<typeof ZPolicyQuery>;

/** Every policy table, by id: what `?table=` names in the export route. */
export const POLICY_TABLES = ["policies", "success-at-k", "pr-curve", "calibration"] as const;
export const ZPolicyTableId = z.enum(POLICY_TABLES);
export type TPolicyTableId = z.infer<typeof ZPolicyTableId>;

export const ZPolicyExportQuery = z.intersection(
  ZPolicyQuery,
  z.object({ table: ZPolicyTableId, format: z.enum(TABLE_FORMATS) }),
);
export type TPolicyExportQuery = z.infer<typeof ZPolicyExportQuery>;
