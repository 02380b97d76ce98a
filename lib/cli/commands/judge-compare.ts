import type { Command } from "commander";
import { buildComparisonTable } from "@/lib/research/build-comparison-table";
import { compareTwoRuns } from "@/lib/research/compare-two-runs";
import { ZCompareRunsQuery } from "@/lib/research/schemas";
import { formatTable } from "@/lib/tables/format-table";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";

type TCompareOptions = {
  project: string;
  runA: string;
  runB: string;
  campaign?: string;
  missing?: string;
  format: string;
  flippedOnly?: boolean;
  seed?: string;
  replicates?: string;
};

/**
 * `rubricate judge compare`: two runs side by side, as the compare page and its route give them
 * (JSON), or the per-patch table as CSV (the page's download). Blind to nothing (an operator's tool).
 */
export function registerJudgeCompare(judge: Command) {
  judge
    .command("compare")
    .description(
      "Two runs side by side on the patches both judged: the verdict 2×2 with McNemar's exact p, each run's κ and accuracy against the consensus, and every patch with both verdicts and justifications, as JSON (or the per-patch table as CSV)",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run-a <id>", "judge run A")
    .requiredOption("--run-b <id>", "judge run B")
    .option(
      "--campaign <id>",
      "campaign whose consensus is the reference (default: the runs' own, when they share one)",
    )
    .option(
      "--missing <labels>",
      "comma-separated labels counted as missing in the consensus; empty for none (default UNSURE)",
    )
    .option("--format <format>", "json | csv", "json")
    .option("--flipped-only", "CSV: only the patches whose verdict flipped")
    .option("--seed <n>", "bootstrap seed of the κ and accuracy differences (default 1)")
    .option("--replicates <n>", "bootstrap replicates (default 2000)")
    .action(async (opts: TCompareOptions) => {
      const { format, flipped, ...query } = ZCompareRunsQuery.parse({
        runA: opts.runA,
        runB: opts.runB,
        campaign: opts.campaign,
        missing: opts.missing,
        format: opts.format,
        flipped: opts.flippedOnly ? "1" : undefined,
        seed: opts.seed,
        replicates: opts.replicates,
      });
      const projectId = await findProjectId({ slug: opts.project });
      const comparison = await compareTwoRuns({ projectId, viewerId: null, query });
      if (format === "json") return printJson(comparison);
      process.stdout.write(
        formatTable({
          table: buildComparisonTable({ comparison, flippedOnly: flipped }),
          format: "csv",
        }),
      );
    });
}
