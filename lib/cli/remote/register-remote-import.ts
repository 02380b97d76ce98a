import path from "node:path";
import type { Command } from "commander";
import { formatImportReport } from "@/lib/import/format-import-report";
import type { TImportReport } from "@/lib/import/schemas";
import { fileFormData } from "./file-form-data";
import { createRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";

type TImportOptions = {
  project?: string;
  kind?: string;
  skipInvalid?: boolean;
  json?: boolean;
  dump?: string;
};

/**
 * `--server`'s `import FILE`: the file streamed from disk to the project's import route (the
 * page's upload, multipart), its report printed as the local command prints it. A dump is
 * restored only locally.
 */
export function registerRemoteImport(program: Command, target: TRemoteTarget) {
  program
    .command("import")
    .description(
      "Import a JSONL file of bugs, patches, SWE-bench tasks or predictions on the server",
    )
    .argument("[file]", "JSONL file")
    .option("--project <slug>", "target project (required)")
    .option("--kind <kind>", "bugs | patches | swebench | predictions (default: detect)")
    .option("--skip-invalid", "write the valid lines and report the rest")
    .option("--json", "print the report as JSON")
    .option("--dump <file>", "not available with --server: restore a dump locally")
    .action(async (file: string | undefined, opts: TImportOptions) => {
      if (opts.dump)
        throw new Error(
          "--dump restores into this machine's database; run it without --server (RUBRICATE_SERVER).",
        );
      if (!file) throw new Error("missing FILE.");
      if (!opts.project) throw new Error("required option '--project <slug>' not specified.");
      const body = await fileFormData({
        file,
        fileName: path.basename(file),
        fields: { kind: opts.kind, skipInvalid: String(Boolean(opts.skipInvalid)) },
      });
      const { report } = await createRemoteClient({ ...target, project: opts.project }).json<{
        report: TImportReport;
      }>({ method: "POST", path: "imports", body });
      console.log(opts.json ? JSON.stringify(report, null, 2) : formatImportReport({ report }));
      if (report.errorCount > 0 && !report.written) process.exitCode = 1;
    });
}
