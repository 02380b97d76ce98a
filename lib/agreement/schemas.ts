import { z } from "zod";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";

const ZCommaList = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(1)).max(8, "Compare at most 8 judge runs at once."));

/** Verdicts: always the two classes compared, never a label counted as missing. */
const VERDICTS = ["VALID", "INVALID"];

/**
 * Labels counted as missing, comma-separated; empty means none. Never VALID or INVALID: the
 * verdicts are what every statistic compares (`missing=INVALID` turned α from 0.64 to −0.02,
 * and no control showed it). Whether the campaign has each label is checked against its ratings
 * (check-missing-labels).
 */
const ZMissingList = z
  .string()
  .transform((s) => [
    ...new Set(
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(40, "a label is at most 40 characters"))
      .max(20, "at most 20 labels")
      .refine((labels) => !labels.some((l) => VERDICTS.includes(l)), {
        message: "VALID and INVALID are the verdicts compared; they cannot count as missing",
      }),
  );
const ZSeed = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1);
const ZReplicates = z.coerce.number().int().min(100).max(20_000);
/** An unknown parameter is refused by name rather than ignored. */
const unknownParameter = (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `unknown parameter${issue.keys!.length > 1 ? "s" : ""} ${issue.keys!.join(", ")}`
    : undefined;

/**
 * The agreement dashboard's query (`/api/projects/:slug/agreement`): which campaign's labels
 * are the human reference, which judge runs to compare with its consensus, which labels count
 * as missing (UNSURE by default; `missing=` with nothing treats every label as a category), and
 * the bootstrap's seed and replicate count. Any other parameter is refused.
 */
export const ZAgreementQuery = z.strictObject(
  {
    campaignId: z.string().trim().min(1).optional(),
    runs: ZCommaList.optional(),
    missing: ZMissingList.default(["UNSURE"]),
    seed: ZSeed.default(1),
    replicates: ZReplicates.default(2000),
  },
  { error: unknownParameter },
);
export type TAgreementQuery = z.infer<typeof ZAgreementQuery>;

/**
 * The dashboard page's own address (`?campaign=&runs=&missing=&seed=&replicates=`), checked as
 * the API checks its query; an absent parameter leaves the choice to the server.
 */
export const ZDashboardPageParams = z.strictObject(
  {
    campaign: z.string().trim().min(1, "names no campaign").optional(),
    runs: ZCommaList.optional(),
    missing: ZMissingList.optional(),
    seed: ZSeed.optional(),
    replicates: ZReplicates.optional(),
  },
  { error: unknownParameter },
);
export type TDashboardPageParams = z.output<typeof ZDashboardPageParams>;

/** Every dashboard table, by id: what `?table=` names in the export route. */
export const AGREEMENT_TABLES = [
  "human",
  "groups",
  "raters",
  "pairwise",
  "benchmarks",
  "ablation",
  "confusion",
  "bug-types",
  "pass-at-k",
] as const;
export const ZAgreementTableId = z.enum(AGREEMENT_TABLES);
export type TAgreementTableId = z.infer<typeof ZAgreementTableId>;

export const ZAgreementExportQuery = ZAgreementQuery.extend({
  table: ZAgreementTableId,
  format: z.enum(TABLE_FORMATS),
});
export type TAgreementExportQuery = z.infer<typeof ZAgreementExportQuery>;
