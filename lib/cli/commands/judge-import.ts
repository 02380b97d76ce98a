import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { formatExternalImportReport } from "@/lib/judge/external/format-external-import-report";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import {
  addJudgeImportOptions,
  toExternalRunFields,
  type TJudgeImportOptions,
} from "../add-judge-import-options";
import { findProjectId } from "../find-project-id";

/** `rubricate judge import FILE`: another system's verdicts as external judge run(s). */
export function registerJudgeImport(judge: Command) {
  addJudgeImportOptions(
    judge
      .command("import")
      .description(
        "Import another system's verdicts (JSONL or CSV: a patch id, a label and/or a score, a justification) as external judge run(s); all-or-nothing",
      ),
  ).action(async (file: string, opts: TJudgeImportOptions) => {
    const projectId = await findProjectId({ slug: opts.project });
    const settings = ZImportExternalRun.parse(toExternalRunFields(opts));
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
