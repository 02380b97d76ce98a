import { readFileSync } from "node:fs";
import path from "node:path";
import { importDataset } from "@/lib/import/import-dataset";

type TDemoKind = "bugs" | "patches";

/**
 * The demo dataset (lib/demo/data) imported into `projectId` through `importDataset`, by no
 * actor, each file under the name of its kind ("bugs", "patches"): its bugs, then its patches.
 * `kinds`: the files to import, in this order (`["bugs"]`: the demo bugs alone, no patches).
 */
export async function importDemoData(options: {
  projectId: string;
  kinds?: readonly TDemoKind[];
}): Promise<void> {
  for (const kind of options.kinds ?? (["bugs", "patches"] as const))
    await importDataset({
      projectId: options.projectId,
      actorId: null,
      fileName: kind,
      kind,
      bytes: readFileSync(path.resolve(`lib/demo/data/${kind}.jsonl`)),
    });
}
