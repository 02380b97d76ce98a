import { z } from "zod";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import {
  ZMissingList,
  ZReplicates,
  ZSeed,
  unknownParameter,
} from "@/lib/agreement/dashboard-params";
import { absentIfEmpty } from "@/lib/api/absent-if-empty";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";

/** The research page's query: the agreement dashboard's (campaign, runs, missing labels, bootstrap). */
export const ZResearchQuery = ZAgreementQuery;
export type TResearchQuery = z.infer<typeof ZResearchQuery>;

/** The research route's query: `include=report` adds the report's own sections (the CLI's JSON). */
export const ZResearchRouteQuery = ZResearchQuery.extend({
  include: z.enum(["report"]).optional(),
});
export type TResearchRouteQuery = z.infer<typeof ZResearchRouteQuery>;

/** Every research table, by id: what `?table=` names in the export route and the CLI. */
export const RESEARCH_TABLES = [
  "roc",
  "sweep",
  "pairs",
  "bouncer",
  "pass-at-k-by-group",
  "plausible-valid",
  "localization",
] as const;
export const ZResearchTableId = z.enum(RESEARCH_TABLES);
export type TResearchTableId = z.infer<typeof ZResearchTableId>;

export const ZResearchExportQuery = ZResearchQuery.extend({
  table: ZResearchTableId,
  format: z.enum(TABLE_FORMATS),
});

/**
 * Two runs side by side (`/api/projects/:slug/judge/compare`, `rubricate judge compare`): run
 * ids, the consensus campaign (default: the runs' own when they share one), the labels counted
 * as missing, the bootstrap of the κ and accuracy differences, and JSON or a CSV of the patches.
 */
export const ZCompareRunsQuery = z.strictObject(
  {
    runA: z.string().trim().min(1, "choose run A").max(100),
    runB: z.string().trim().min(1, "choose run B").max(100),
    campaign: z.string().trim().min(1).max(100).optional(),
    missing: z._default(ZMissingList, ["UNSURE"]),
    seed: absentIfEmpty(z._default(ZSeed, 1)),
    replicates: absentIfEmpty(z._default(ZReplicates, 2000)),
    format: z.enum(["json", "csv"]).default("json"),
    /** CSV: only the flipped patches (`1`). */
    flipped: z
      .enum(["0", "1"])
      .default("0")
      .transform((v) => v === "1"),
  },
  { error: unknownParameter },
);
export type TCompareRunsQuery = z.output<typeof ZCompareRunsQuery>;
