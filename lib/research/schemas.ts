import { z } from "zod";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
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
