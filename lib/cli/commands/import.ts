import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
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
      const project = await prisma.project.findUnique({ where: { slug: opts.project }, select: { id: true } });
      if (!project) throw new Error(`No project with slug ${opts.project}.`);
      const report = await importDataset({
        projectId: project.id, actorId: null, fileName: path.basename(file),
        bytes: readFileSync(file), kind, skipInvalid: Boolean(opts.skipInvalid),
      });
      console.log(opts.json ? JSON.stringify(report, null, 2) : formatImportReport({ report }));
      if (report.errors.length > 0 && !report.written) process.exitCode = 1;
    });
}
