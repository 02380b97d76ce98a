import { strToU8, zipSync } from "fflate";
import type { TExportFile } from "./export-agreement-files";

/** The export's files as one zip archive (deflated, the files at its root, fixed dates). */
export function zipAgreementFiles(options: { files: readonly TExportFile[] }): Uint8Array {
  const mtime = new Date("2000-01-01T00:00:00Z");
  return zipSync(Object.fromEntries(options.files.map((f) => [f.name, strToU8(f.text)])), {
    level: 6,
    mtime,
  });
}
