import type { Command } from "commander";
import { DEFAULT_MAX_EXTERNAL_RUNS } from "@/lib/judge/external/schemas-external";

/** What `addJudgeImportOptions` adds, as commander parses it. */
export type TJudgeImportOptions = Record<string, string | boolean | undefined> & {
  project: string;
  campaign?: string;
  dontKnow?: string;
  json?: boolean;
};

/** The options of `rubricate judge import` (local and `--server`). */
export function addJudgeImportOptions(command: Command): Command {
  return command
    .argument("<file>", "JSONL or CSV file")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--name <name>", "run name (a judge configuration of that name is versioned)")
    .requiredOption("--model <model>", "the model behind the verdicts")
    .option("--source <text>", "where the verdicts come from (paper, repository, file)", "")
    .option("--campaign <id>", "campaign whose consensus the run is compared with")
    .option("--format <format>", "jsonl | csv (default: from the file name or content)")
    .option("--threshold <x>", "a score at or above this is VALID, below INVALID")
    .option(
      "--dont-know <score=choice>",
      'a "don\'t know" score and what it becomes: VALID, INVALID or skip (e.g. 50=INVALID)',
    )
    .option("--split <field>", "one run per value of this field (e.g. strategy)")
    .option(
      "--max-runs <n>",
      `most runs --split may make (default ${DEFAULT_MAX_EXTERNAL_RUNS}); more is refused`,
    )
    .option("--patch-field <field>", "field naming the patch (its imported id)", "patchId")
    .option("--label-field <field>", "field holding VALID or INVALID", "label")
    .option("--score-field <field>", "field holding a numeric score", "score")
    .option("--justification-field <field>", "field holding the justification", "justification")
    .option("--confidence-field <field>", "field holding a confidence in [0, 1]", "confidence")
    .option("--json", "print the report as JSON");
}

const SETTINGS = [
  "name",
  "model",
  "source",
  "format",
  "threshold",
  "split",
  "maxRuns",
  "patchField",
  "labelField",
  "scoreField",
  "justificationField",
  "confidenceField",
] as const;

/**
 * The settings of those options as the import route's form fields (ZImportExternalRun's
 * input): strings, the unset ones left out; `--dont-know 50=INVALID` split in two.
 */
export function toExternalRunFields(opts: TJudgeImportOptions): Record<string, string> {
  const [dontKnowScore, dontKnowAs] = opts.dontKnow ? opts.dontKnow.split("=") : [];
  if (opts.dontKnow && (!dontKnowScore || !dontKnowAs))
    throw new Error("--dont-know takes SCORE=CHOICE, e.g. 50=INVALID.");
  const fields: Record<string, string | undefined> = {
    ...Object.fromEntries(SETTINGS.map((k) => [k, opts[k] as string | undefined])),
    campaignId: opts.campaign,
    dontKnowScore,
    dontKnowAs,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
  );
}
