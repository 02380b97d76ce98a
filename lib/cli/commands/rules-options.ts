import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { parseRulesInput } from "@/lib/rules/parse-rules-input";
import { ZSaveProjectRules } from "@/lib/rules/schemas";

// The options of `rules show | set | history`, for the local commands (rules.ts) and the remote
// ones (remote/register-remote-rules.ts): no database here.

export type TRulesSetOptions = {
  project: string;
  file?: string;
  note?: string;
  baseVersion?: string;
  json?: boolean;
};

/** The body `rules set` sends: the file (or stdin) read as rules, with --note and --base-version. */
export function readRulesSetBody(opts: TRulesSetOptions) {
  const text = readFileSync(opts.file && opts.file !== "-" ? opts.file : 0, "utf8");
  const body = parseRulesInput({ text });
  return ZSaveProjectRules.parse({
    ...body,
    ...(opts.note !== undefined ? { note: opts.note } : {}),
    ...(opts.baseVersion !== undefined ? { baseVersion: Number(opts.baseVersion) } : {}),
  });
}

/** The options of `rules show | set | history`, shared with the remote commands. */
export function defineRulesCommands(program: Command) {
  const rules = program
    .command("rules")
    .description("Project rules (paper 001 §8): show, set a new version, history");
  const show = rules
    .command("show")
    .description("The project's current rules and their version")
    .requiredOption("--project <slug>", "project")
    .option("--json", "as JSON ({ current }, as GET /api/projects/<slug>/rules)");
  const set = rules
    .command("set")
    .description(
      "Save the next version of the rules from a file or stdin: one rule per line (a trailing [INVALID] or [VALID] is its verdict hint; # comments), or JSON",
    )
    .requiredOption("--project <slug>", "project")
    .option("--file <path>", "the rules (default: stdin)")
    .option("--note <text>", "what changed in this version")
    .option("--base-version <n>", "refuse if the current version is not this one (0: none yet)")
    .option("--json", "as JSON ({ ruleSet: { id, version, createdAt } })");
  const history = rules
    .command("history")
    .description("Every version of the rules, newest first")
    .requiredOption("--project <slug>", "project")
    .option("--json", "as JSON ({ versions }, each with its rules)");
  return { show, set, history };
}
