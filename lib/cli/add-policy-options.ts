import type { Command } from "commander";

/** What `addPolicyOptions` adds, as commander parses it. */
export type TPolicyOptions = {
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

/** The options of `rubricate policy` (local and `--server`): the policy page's query and a table. */
export function addPolicyOptions(command: Command): Command {
  return command
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
    .option("--format <format>", "table format: csv | json | markdown | latex", "markdown");
}

/** The query fields of those options (ZPolicyQuery's, the route's query parameters). */
export const toPolicyQuery = (opts: TPolicyOptions) => ({
  runId: opts.run,
  success: opts.success,
  campaignId: opts.campaign,
  referenceRunId: opts.referenceRun,
  percentiles: opts.percentiles,
  tau: opts.tau,
  abstention: opts.abstention,
  k: opts.k,
  bins: opts.bins,
});
