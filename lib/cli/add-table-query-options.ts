import type { Command } from "commander";

/** What `addTableQueryOptions` adds, as commander parses it. */
export type TTableQueryOptions = {
  project: string;
  campaign?: string;
  runs?: string;
  missing: string;
  seed: string;
  replicates: string;
  table?: string;
  format: string;
};

/**
 * The options of the commands that print the agreement dashboard's query (project, campaign,
 * runs, missing labels, bootstrap) as JSON or one table: `rubricate dashboard` and
 * `rubricate research`.
 */
export function addTableQueryOptions(options: {
  command: Command;
  maxRuns: number;
  tables: readonly string[];
}): Command {
  const { command, maxRuns, tables } = options;
  return command
    .requiredOption("--project <slug>", "project")
    .option("--campaign <id>", "reference campaign (default: the newest past labelling)")
    .option(
      "--runs <ids>",
      `comma-separated judge run ids (default: up to ${maxRuns} with results)`,
    )
    .option(
      "--missing <labels>",
      "comma-separated labels counted as missing; empty for none",
      "UNSURE",
    )
    .option("--seed <n>", "bootstrap seed", "1")
    .option("--replicates <n>", "bootstrap replicates", "2000")
    .option("--table <id>", `print one table: ${tables.join(" | ")}`)
    .option("--format <format>", "table format: csv | json | markdown | latex", "markdown");
}

/** The query fields of those options, for the domain's zod schema. */
export const toTableQuery = (opts: TTableQueryOptions) => ({
  campaignId: opts.campaign,
  runs: opts.runs,
  missing: opts.missing,
  seed: opts.seed,
  replicates: opts.replicates,
});
