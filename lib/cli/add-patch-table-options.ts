import type { Command } from "commander";

/** The patch table's parameters as options, named as the page's address names them (commander camel-cases them). */
const PARAMS = [
  ["bug", "--bug <text>", "bug external id contains"],
  ["bugType", "--bug-type <type>", "bug type"],
  ["tool", "--tool <tool>", "tool"],
  ["model", "--model <model>", "model"],
  ["tests", "--tests <outcome>", "pass | fail | known | unknown"],
  ["campaigns", "--campaigns <ids>", "campaign consensus columns, comma-separated"],
  ["runs", "--runs <ids>", "judge run columns, comma-separated"],
  [
    "consensus",
    "--consensus <filters>",
    "CAMPAIGN:VALID|INVALID|not-VALID|verdict|other|some|none, comma-separated",
  ],
  ["clear", "--clear <ids>", "only patches the campaigns' raters labelled unanimously"],
  ["label", "--label <filters>", "RUN:VALID|INVALID|some|none, comma-separated"],
  ["disagree", "--disagree <pairs>", "RUN:CAMPAIGN: the run's label disagrees with the consensus"],
  ["agree", "--agree <pairs>", "RUN:CAMPAIGN: the run's label agrees with the consensus"],
  ["flagged", "--flagged <yes|no>", "a verdict of a shown run carries an evidence flag"],
  [
    "decision",
    "--decision <cell>",
    "a policy table count: run:R,success:S[,campaign:C|reference:R],validation:none|binary|pN[,tau:T,scores:r1|r2],outcome:shown|spared|failures-spared|bugs-attempted|bugs-retained",
  ],
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

export type TPatchTableOptions = Partial<Record<(typeof PARAMS)[number][0], string>> & {
  project: string;
  query?: string;
  json?: boolean;
  csv?: boolean;
  all?: boolean;
};

/** `rubricate patches`'s options (local and `--server`): the page's parameters, `--query`, the output. */
export function addPatchTableOptions(command: Command): Command {
  command
    .requiredOption("--project <slug>", "project")
    .option(
      "--query <search>",
      "a Patches page address's query (after ?); the options below override it",
    );
  for (const [, flag, description] of PARAMS) command.option(flag, description);
  return command
    .option("--all", "JSON: every matching row, not one page")
    .option("--json", "JSON (the default)")
    .option("--csv", "every matching row as CSV");
}

/** The options as the page's search parameters (unparsed: ZPatchTableQuery checks them), CSV as `format=csv`. */
export function toPatchTableParams(opts: TPatchTableOptions): Record<string, string> {
  if (opts.json && opts.csv) throw new Error("Give --json or --csv, not both.");
  const params: Record<string, string> = Object.fromEntries(
    new URLSearchParams((opts.query ?? "").replace(/^.*\?/, "")),
  );
  for (const [key] of PARAMS) if (opts[key] !== undefined) params[key] = opts[key]!;
  if (opts.csv) params.format = "csv";
  return params;
}
