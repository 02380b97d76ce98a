import type { Command } from "commander";
import { buildResearchTables } from "@/lib/research/build-research-tables";
import { exportResearchTable } from "@/lib/research/export-research-table";
import { getResearchReport } from "@/lib/research/get-research-report";
import { RESEARCH_TABLES, ZResearchExportQuery, ZResearchQuery } from "@/lib/research/schemas";
import {
  addTableQueryOptions,
  toTableQuery,
  type TTableQueryOptions,
} from "../add-table-query-options";
import { findProjectId } from "../find-project-id";

/** `rubricate research`: the research tables of a project's campaign and runs, as JSON or one table. */
export function registerResearch(program: Command) {
  addTableQueryOptions({
    command: program
      .command("research")
      .description(
        "Research tables (ROC AUC and threshold sweeps, paired runs, BouncerBench metrics, pass@k by tool and model, plausible vs valid, file localization): everything as JSON, or one table as CSV, JSON, Markdown or LaTeX",
      ),
    maxRuns: 8,
    tables: RESEARCH_TABLES,
  }).action(async (opts: TTableQueryOptions) => {
    const projectId = await findProjectId({ slug: opts.project });
    const raw = toTableQuery(opts);
    if (!opts.table) {
      const report = await getResearchReport({
        projectId,
        viewerId: null,
        query: ZResearchQuery.parse(raw),
      });
      const tables = buildResearchTables({ report });
      process.stdout.write(`${JSON.stringify({ ...report, tables }, null, 2)}\n`);
      return;
    }
    const { table, format, ...query } = ZResearchExportQuery.parse({
      ...raw,
      table: opts.table,
      format: opts.format,
    });
    const report = await getResearchReport({ projectId, viewerId: null, query });
    process.stdout.write(exportResearchTable({ report, table, format, slug: opts.project }).text);
  });
}
