import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** True when the module at `importMetaUrl` is the script node was started with (symlinks and relative paths resolved). */
export function isMain(importMetaUrl) {
  try {
    return (
      process.argv[1] != null &&
      realpathSync(process.argv[1]) === realpathSync(fileURLToPath(importMetaUrl))
    );
  } catch {
    return false;
  }
}
