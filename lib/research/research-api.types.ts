import { z } from "zod";
import { ZResearchReportSections } from "./research-report.types";
import { RESEARCH_TABLES } from "./schemas";

// Response schema of the research route (app/api/projects/[slug]/research); the export route next
// to it answers a file. types.ts holds the server-side report types.

const ZTable = z.object({
  caption: z.string(),
  columns: z.array(z.string()).readonly(),
  rows: z
    .array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).readonly())
    .readonly(),
});

export const ZGetResearchResponse = z.object({
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  runs: z.array(z.object({ id: z.string(), label: z.string(), origin: z.string() })),
  consensusPatches: z.number(),
  /** What can be chosen: campaigns past labelling and runs with results. */
  options: z.object({
    campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
    runs: z.array(z.object({ id: z.string(), label: z.string() })),
  }),
  bootstrap: z.object({ seed: z.number(), replicates: z.number(), level: z.number() }),
  tables: z.object(
    Object.fromEntries(RESEARCH_TABLES.map((id) => [id, ZTable])) as Record<
      (typeof RESEARCH_TABLES)[number],
      typeof ZTable
    >,
  ),
  // With `include=report` only: the report's sections, as `rubricate research` prints them.
  ...ZResearchReportSections.partial().shape,
});
export type TGetResearchResponse = z.output<typeof ZGetResearchResponse>;

/** The input-bouncer table computed from uploaded files (`research/input-bouncer`), or its line errors. */
export const ZInputBouncerResponse = z.object({
  report: z.object({
    table: ZTable.nullable(),
    errors: z.array(
      z.object({ file: z.string(), line: z.number(), field: z.string(), message: z.string() }),
    ),
    errorCount: z.number(),
  }),
});
export type TInputBouncerResponse = z.output<typeof ZInputBouncerResponse>;
