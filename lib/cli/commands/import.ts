import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Command } from "commander";
import { findProjectId } from "../find-project-id";
import { importDataset } from "@/lib/import/import-dataset";
import { ZImportKind } from "@/lib/import/schemas";
import { formatImportReport } from "@/lib/import/format-import-report";
import { importDump } from "@/lib/transfer/import-dump";
import { countNoun } from "@/lib/text/count-noun";

type TImportOptions = {
  project?: string;
  kind?: string;
  skipInvalid?: boolean;
  json?: boolean;
  dump?: string;
};

async function restoreDump(file: string, json: boolean) {
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
  const result = await importDump({ lines });
  const created = (result.rows.User ?? 0) - result.matchedUsers;
  const users = `${countNoun({ count: result.matchedUsers, one: "user" })} matched by email, ${created} created without a password (they cannot sign in until one is set)`;
  console.log(
    json
      ? JSON.stringify(result, null, 2)
      : `Restored project ${result.project}: ${countNoun({ count: result.written, one: "row" })} written; ${users}.`,
  );
}

export function registerImport(program: Command) {
  program
    .command("import")
    .description(
      "Import a JSONL file of bugs, patches, SWE-bench tasks or predictions; or, with --dump, restore a project dump",
    )
    .argument("[file]", "JSONL file")
    .option("--project <slug>", "target project (required unless --dump)")
    .option("--kind <kind>", "bugs | patches | swebench | predictions (default: detect)")
    .option("--skip-invalid", "write the valid lines and report the rest")
    .option("--json", "print the report as JSON")
    .option(
      "--dump <file>",
      "restore a dump from `rubricate export` (the project must not exist here)",
    )
    .action(async (file: string | undefined, opts: TImportOptions) => {
      if (opts.dump) {
        if (file || opts.project || opts.kind || opts.skipInvalid)
          throw new Error("--dump takes no FILE, --project, --kind or --skip-invalid.");
        return restoreDump(opts.dump, Boolean(opts.json));
      }
      if (!file) throw new Error("missing FILE (or --dump FILE).");
      if (!opts.project) throw new Error("required option '--project <slug>' not specified.");
      const kind = opts.kind === undefined ? undefined : ZImportKind.parse(opts.kind);
      const projectId = await findProjectId({ slug: opts.project });
      const report = await importDataset({
        projectId,
        actorId: null,
        fileName: path.basename(file),
        path: file,
        kind,
        skipInvalid: Boolean(opts.skipInvalid),
      });
      console.log(opts.json ? JSON.stringify(report, null, 2) : formatImportReport({ report }));
      if (report.errorCount > 0 && !report.written) process.exitCode = 1;
    });
}
