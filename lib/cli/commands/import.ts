import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { findProjectId } from "../find-project-id";
import { importDataset } from "@/lib/import/import-dataset";
import { ZImportKind } from "@/lib/import/schemas";
import { formatImportReport } from "@/lib/import/format-import-report";

export function registerImport(program: Command) {
  program
    .command("import")
    .description("Import a JSONL file of bugs, patches, SWE-bench tasks or predictions")
    .argument("<file>", "JSONL file")
    .requiredOption("--project <slug>", "target project")
    .option("--kind <kind>", "bugs | patches | swebench | predictions (default: detect)")
    .option("--skip-invalid", "write the valid lines and report the rest")
    .option("--json", "print the report as JSON")
    .action(async (file: string, opts: { project: string; kind?: string; skipInvalid?: boolean; json?: boolean }) => {
      const kind = opts.kind === undefined ? undefined : ZImportKind.parse(opts.kind);
      const projectId = await findProjectId({ slug: opts.project });
      const report = await importDataset({
        projectId, actorId: null, fileName: path.basename(file),
        bytes: readFileSync(file), kind, skipInvalid: Boolean(opts.skipInvalid),
      });
      console.log(opts.json ? JSON.stringify(report, null, 2) : formatImportReport({ report }));
      if (report.errors.length > 0 && !report.written) process.exitCode = 1;
    });
}
