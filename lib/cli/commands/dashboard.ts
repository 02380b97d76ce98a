import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { exportAgreementFiles } from "@/lib/agreement/export-agreement-files";
import { AppError } from "@/lib/errors/app-error";
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
    .option("--all", "write every table in every format and every chart (SVG) into --out")
    .option("--out <dir>", "directory for --all (created if missing)")
    .action(async (opts: TTableQueryOptions & { cache: boolean; all?: boolean; out?: string }) => {
      if (opts.all && !opts.out) throw new AppError("INVALID_INPUT", "--all needs --out DIR.");
      if (opts.out && !opts.all) throw new AppError("INVALID_INPUT", "--out goes with --all.");
      if (opts.all && opts.table)
        throw new AppError("INVALID_INPUT", "--all writes every table; leave out --table.");
      const projectId = await findProjectId({ slug: opts.project });
      const raw = toTableQuery(opts);
      if (opts.all) {
        const dashboard = await getAgreementDashboard({
          projectId,
          viewerId: null,
          query: ZAgreementQuery.parse(raw),
          cache: opts.cache,
        });
        const dir = path.resolve(opts.out!);
        mkdirSync(dir, { recursive: true });
        const files = exportAgreementFiles({ dashboard, slug: opts.project }).map((f) => {
          writeFileSync(path.join(dir, f.name), f.text);
          return { file: f.name, bytes: Buffer.byteLength(f.text) };
        });
        process.stdout.write(`${JSON.stringify({ dir, files }, null, 2)}\n`);
        return;
      }
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
