import type { Command } from "commander";
import { exportPolicyTable } from "@/lib/policies/export-policy-table";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { ZPolicyExportQuery, ZPolicyQuery } from "@/lib/policies/schemas";
import { findProjectId } from "../find-project-id";

type TOptions = {
  project: string;
  run?: string;
  success?: string;
  campaign?: string;
  referenceRun?: string;
  percentiles: string;
  tau: string;
  abstention?: string;
  k?: string;
  bins: string;
  table?: string;
  format: string;
};

/** `rubricate policy`: validation and abstention policies of a judge run, the policy page's JSON or one table. */
export function registerPolicy(program: Command) {
  program
    .command("policy")
    .description(
      "Decisions from a judge run: binary and percentile validation (and bug abstention) against a success criterion, with filtered success@k; everything as JSON, or one table",
    )
    .requiredOption("--project <slug>", "project")
    .option("--run <id>", "judge run whose labels and confidences decide (default: the newest)")
    .option(
      "--success <criterion>",
      "tests | consensus | judge | author (default: the project's default criterion)",
    )
    .option("--campaign <id>", "campaign whose consensus is the criterion (default: the newest)")
    .option("--reference-run <id>", "judge run whose labels are the criterion (--success judge)")
    .option("--percentiles <list>", "comma-separated percentiles of confidence", "50,75,90")
    .option("--tau <x>", "bug abstention threshold τ", "0.5")
    .option("--abstention <r>", "abstention scores: r1 | r2 | none (default: r2, else r1)")
    .option("--k <n>", "largest k of success@k (default: the most patches of a bug, ≤ 20)")
    .option("--bins <n>", "calibration bins", "10")
    .option("--table <id>", "print one table: policies | success-at-k | pr-curve | calibration")
    .option("--format <format>", "table format: csv | json | markdown | latex", "markdown")
    .action(async (opts: TOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const raw = {
        runId: opts.run,
        success: opts.success,
        campaignId: opts.campaign,
        referenceRunId: opts.referenceRun,
        percentiles: opts.percentiles,
        tau: opts.tau,
        abstention: opts.abstention,
        k: opts.k,
        bins: opts.bins,
      };
      if (!opts.table) {
        const evaluation = await getPolicyEvaluation({
          projectId,
          viewerId: null,
          query: ZPolicyQuery.parse(raw),
        });
        process.stdout.write(`${JSON.stringify(evaluation, null, 2)}\n`);
        return;
      }
      const { table, format, ...query } = ZPolicyExportQuery.parse({
        ...raw,
        table: opts.table,
        format: opts.format,
      });
      const evaluation = await getPolicyEvaluation({ projectId, viewerId: null, query });
      process.stdout.write(
        exportPolicyTable({ evaluation, table, format, slug: opts.project }).text,
      );
    });
}
