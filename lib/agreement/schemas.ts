import { z } from "zod";
import { absentIfEmpty } from "@/lib/api/absent-if-empty";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";
import { ZCommaList, ZMissingList, ZReplicates, ZSeed, unknownParameter } from "./dashboard-params";

/**
 * The agreement dashboard's query (`/api/projects/:slug/agreement`): which campaign's labels
 * are the human reference, which judge runs to compare with its consensus, which labels count
 * as missing (UNSURE by default; `missing=` with nothing treats every label as a category), and
 * the bootstrap's seed and replicate count (given empty, `seed=`: the default). Any other parameter
 * is refused.
 */
export const ZAgreementQuery = z.strictObject(
  {
    campaignId: z.string().trim().min(1).optional(),
    runs: z.optional(ZCommaList),
    missing: z._default(ZMissingList, ["UNSURE"]),
    seed: absentIfEmpty(z._default(ZSeed, 1)),
    replicates: absentIfEmpty(z._default(ZReplicates, 2000)),
  },
  { error: unknownParameter },
);
export type TAgreementQuery = z.infer<typeof ZAgreementQuery>;

export { ZDashboardPageParams, type TDashboardPageParams } from "./dashboard-params";

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
  "graded",
] as const;
export const ZAgreementTableId = z.enum(AGREEMENT_TABLES);
export type TAgreementTableId = z.infer<typeof ZAgreementTableId>;

export const ZAgreementExportQuery = ZAgreementQuery.extend({
  table: ZAgreementTableId,
  format: z.enum(TABLE_FORMATS),
});
export type TAgreementExportQuery = z.infer<typeof ZAgreementExportQuery>;
