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

/**
 * The agreement dashboard's query (`/api/projects/:slug/agreement`): which campaign's labels
 * are the human reference, which judge runs to compare with its consensus, which labels count
 * as missing (UNSURE by default; `missing=` with nothing treats every label as a category), and
 * the bootstrap's seed and replicate count.
 */
export const ZAgreementQuery = z.object({
  campaignId: z.string().trim().min(1).optional(),
  runs: ZCommaList.optional(),
  missing: z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .default(["UNSURE"]),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(1),
  replicates: z.coerce.number().int().min(100).max(20_000).default(2000),
});
export type TAgreementQuery = z.infer<typeof ZAgreementQuery>;

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
