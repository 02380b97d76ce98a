import { createHash } from "node:crypto";

/** The key of a file set (sorted paths): sha256 hex of the paths, one per line. Pure. */
export function hashFileSet(options: { files: readonly string[] }): string {
  const sorted = [...new Set(options.files)].sort();
  return createHash("sha256").update(sorted.join("\n")).digest("hex");
}
