import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { formatExternalImportReport } from "@/lib/judge/external/format-external-import-report";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import {
  DEFAULT_MAX_EXTERNAL_RUNS,
  ZImportExternalRun,
} from "@/lib/judge/external/schemas-external";
import { findProjectId } from "../find-project-id";

type TImportOptions = Record<string, string | boolean | undefined> & {
  project: string;
  dontKnow?: string;
  json?: boolean;
};

/** `rubricate judge import FILE`: another system's verdicts as external judge run(s). */
export function registerJudgeImport(judge: Command) {
  judge
    .command("import")
    .description(
      "Import another system's verdicts (JSONL or CSV: a patch id, a label and/or a score, a justification) as external judge run(s); all-or-nothing",
    )
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
    .option("--json", "print the report as JSON")
    .action(async (file: string, opts: TImportOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const [dontKnowScore, dontKnowAs] = opts.dontKnow ? opts.dontKnow.split("=") : [];
      if (opts.dontKnow && (!dontKnowScore || !dontKnowAs))
        throw new Error("--dont-know takes SCORE=CHOICE, e.g. 50=INVALID.");
      const settings = ZImportExternalRun.parse({
        ...opts,
        campaignId: opts.campaign,
        dontKnowScore,
        dontKnowAs,
      });
      const report = await importExternalVerdicts({
        projectId,
        actorId: null,
        fileName: path.basename(file),
        bytes: readFileSync(file),
        settings,
      });
      console.log(
        opts.json ? JSON.stringify(report, null, 2) : formatExternalImportReport({ report }),
      );
      // A file already imported is not a failure: its runs are reported unchanged.
      if (report.errorCount > 0) process.exitCode = 1;
    });
}
