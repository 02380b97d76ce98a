import type { Command } from "commander";
import { exportAgreementTable } from "@/lib/agreement/export-agreement-table";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementExportQuery, ZAgreementQuery } from "@/lib/agreement/schemas";
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

/** `rubricate dashboard`: the agreement dashboard of a project's campaign, as JSON or as one table. */
export function registerDashboard(program: Command) {
  program
    .command("dashboard")
    .description(
      "Agreement dashboard of a campaign and judge runs: everything as JSON, or one table as CSV, JSON, Markdown or LaTeX",
    )
    .requiredOption("--project <slug>", "project")
    .option("--campaign <id>", "reference campaign (default: the newest past labelling)")
    .option("--runs <ids>", "comma-separated judge run ids (default: up to 4 with results)")
    .option(
      "--missing <labels>",
      "comma-separated labels counted as missing; empty for none",
      "UNSURE",
    )
    .option("--seed <n>", "bootstrap seed", "1")
    .option("--replicates <n>", "bootstrap replicates", "2000")
    .option(
      "--table <id>",
      "print one table: human | raters | pairwise | benchmarks | ablation | confusion | bug-types | pass-at-k",
    )
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
        const dashboard = await getAgreementDashboard({
          projectId,
          viewerId: null,
          query: ZAgreementQuery.parse(raw),
        });
        process.stdout.write(`${JSON.stringify(dashboard, null, 2)}\n`);
        return;
      }
      const { table, format, ...query } = ZAgreementExportQuery.parse({
        ...raw,
        table: opts.table,
        format: opts.format,
      });
      const dashboard = await getAgreementDashboard({ projectId, viewerId: null, query });
      process.stdout.write(
        exportAgreementTable({ dashboard, table, format, slug: opts.project }).text,
      );
    });
}
