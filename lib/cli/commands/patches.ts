import type { Command } from "commander";
import { formatPatchTableCsv } from "@/lib/patches/format-patch-table-csv";
import { listProjectPatches } from "@/lib/patches/list-project-patches";
import { ZPatchTableQuery } from "@/lib/patches/schemas";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";

/** Options named as the page's address names its parameters (commander camel-cases them). */
const PARAMS = [
  ["bug", "--bug <text>", "bug external id contains"],
  ["bugType", "--bug-type <type>", "bug type"],
  ["tool", "--tool <tool>", "tool"],
  ["model", "--model <model>", "model"],
  ["tests", "--tests <outcome>", "pass | fail | unknown"],
  ["campaigns", "--campaigns <ids>", "campaign consensus columns, comma-separated"],
  ["runs", "--runs <ids>", "judge run columns, comma-separated"],
  [
    "consensus",
    "--consensus <filters>",
    "CAMPAIGN:VALID|INVALID|not-VALID|some|none, comma-separated",
  ],
  ["clear", "--clear <ids>", "only patches the campaigns' raters labelled unanimously"],
  ["label", "--label <filters>", "RUN:VALID|INVALID|none, comma-separated"],
  ["disagree", "--disagree <pairs>", "RUN:CAMPAIGN: the run's label disagrees with the consensus"],
  ["flagged", "--flagged <yes|no>", "a verdict of a shown run carries an evidence flag"],
  ["missing", "--missing <labels>", "labels counted as missing in the consensus (default UNSURE)"],
  [
    "sort",
    "--sort <column>",
    "bug, patch, bugType, tool, model, tests, flags, consensus:ID, label:ID, confidence:ID",
  ],
  ["dir", "--dir <asc|desc>", "sort direction"],
  ["page", "--page <n>", "page (JSON)"],
  ["size", "--size <n>", "rows per page (JSON; at most 500)"],
] as const;

type TPatchesOptions = Partial<Record<(typeof PARAMS)[number][0], string>> & {
  project: string;
  query?: string;
  json?: boolean;
  csv?: boolean;
  all?: boolean;
};

/**
 * `rubricate patches`: the project's patch table, filtered and sorted as the page's address
 * says (the same ZPatchTableQuery: `--query` takes an address's search part, the options name
 * its parameters), as JSON (one page, or `--all`) or every matching row as CSV. Blind to
 * nothing (an operator's tool, like `rubricate dashboard`).
 */
export function registerPatches(program: Command) {
  const command = program
    .command("patches")
    .description(
      "The patch table: every patch with bug, tool, model, tests, campaign consensus and judge labels, filtered and sorted as on the Patches page (or a pasted --query), as JSON or CSV",
    )
    .requiredOption("--project <slug>", "project")
    .option(
      "--query <search>",
      "a Patches page address's query (after ?); the options below override it",
    );
  for (const [, flag, description] of PARAMS) command.option(flag, description);
  command
    .option("--all", "JSON: every matching row, not one page")
    .option("--json", "JSON (the default)")
    .option("--csv", "every matching row as CSV")
    .action(async (opts: TPatchesOptions) => {
      if (opts.json && opts.csv) throw new Error("Give --json or --csv, not both.");
      const params: Record<string, string> = Object.fromEntries(
        new URLSearchParams((opts.query ?? "").replace(/^.*\?/, "")),
      );
      for (const [key] of PARAMS) if (opts[key] !== undefined) params[key] = opts[key]!;
      const query = ZPatchTableQuery.parse(params);
      const projectId = await findProjectId({ slug: opts.project });
      const csv = opts.csv || query.format === "csv";
      const table = await listProjectPatches({
        projectId,
        viewerId: null,
        query,
        all: csv || opts.all,
      });
      if (!csv) return printJson(table);
      process.stdout.write(formatPatchTableCsv({ table }));
    });
}
