import type { Command } from "commander";
import { buildResearchTables } from "@/lib/research/build-research-tables";
import { exportResearchTable } from "@/lib/research/export-research-table";
import { getResearchReport } from "@/lib/research/get-research-report";
import { RESEARCH_TABLES, ZResearchExportQuery, ZResearchQuery } from "@/lib/research/schemas";
import { findProjectId } from "../find-project-id";

type TOptions = {
  project: string;
  campaign?: string;
  runs?: string;
  missing: string;
  seed: string;
  replicates: string;
  table?: string;
  format: string;
};

/** `rubricate research`: the research tables of a project's campaign and runs, as JSON or one table. */
export function registerResearch(program: Command) {
  program
    .command("research")
    .description(
      "Research tables (ROC AUC and threshold sweeps, paired runs, BouncerBench metrics, pass@k by tool and model, plausible vs valid, file localization): everything as JSON, or one table as CSV, JSON, Markdown or LaTeX",
    )
    .requiredOption("--project <slug>", "project")
    .option("--campaign <id>", "reference campaign (default: the newest past labelling)")
    .option("--runs <ids>", "comma-separated judge run ids (default: up to 8 with results)")
    .option("--missing <labels>", "comma-separated labels counted as missing", "UNSURE")
    .option("--seed <n>", "bootstrap seed", "1")
    .option("--replicates <n>", "bootstrap replicates", "2000")
    .option("--table <id>", `print one table: ${RESEARCH_TABLES.join(" | ")}`)
    .option("--format <format>", "table format: csv | json | markdown | latex", "markdown")
    .action(async (opts: TOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const raw = {
        campaignId: opts.campaign,
        runs: opts.runs,
        missing: opts.missing,
        seed: opts.seed,
        replicates: opts.replicates,
      };
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
