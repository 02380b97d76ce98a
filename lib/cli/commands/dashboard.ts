import type { Command } from "commander";
import { exportAgreementTable } from "@/lib/agreement/export-agreement-table";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { AGREEMENT_TABLES, ZAgreementExportQuery, ZAgreementQuery } from "@/lib/agreement/schemas";
import {
  addTableQueryOptions,
  toTableQuery,
  type TTableQueryOptions,
} from "../add-table-query-options";
import { findProjectId } from "../find-project-id";

/** `rubricate dashboard`: the agreement dashboard of a project's campaign, as JSON or as one table. */
export function registerDashboard(program: Command) {
  addTableQueryOptions({
    command: program
      .command("dashboard")
      .description(
        "Agreement dashboard of a campaign and judge runs: everything as JSON, or one table as CSV, JSON, Markdown or LaTeX",
      ),
    maxRuns: 4,
    tables: AGREEMENT_TABLES,
  })
    .option("--no-cache", "compute the figures afresh (the cache is keyed by every input)")
    .action(async (opts: TTableQueryOptions & { cache: boolean }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const raw = toTableQuery(opts);
      if (!opts.table) {
        const dashboard = await getAgreementDashboard({
          projectId,
          viewerId: null,
          query: ZAgreementQuery.parse(raw),
          cache: opts.cache,
        });
        process.stdout.write(`${JSON.stringify(dashboard, null, 2)}\n`);
        return;
      }
      const { table, format, ...query } = ZAgreementExportQuery.parse({
        ...raw,
        table: opts.table,
        format: opts.format,
      });
      const dashboard = await getAgreementDashboard({
        projectId,
        viewerId: null,
        query,
        cache: opts.cache,
      });
      process.stdout.write(
        exportAgreementTable({ dashboard, table, format, slug: opts.project }).text,
      );
    });
}
