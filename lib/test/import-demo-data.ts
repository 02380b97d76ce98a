import { readFileSync } from "node:fs";
import path from "node:path";
import { importDataset } from "@/lib/import/import-dataset";

/** The demo dataset's bugs, then its patches (lib/demo/data), imported into `projectId`. */
export async function importDemoData(options: { projectId: string }): Promise<void> {
  for (const file of ["bugs", "patches"] as const)
    await importDataset({
      projectId: options.projectId,
      actorId: null,
      fileName: file,
      kind: file,
      bytes: readFileSync(path.resolve(`lib/demo/data/${file}.jsonl`)),
    });
}
