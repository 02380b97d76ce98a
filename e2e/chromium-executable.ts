import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE = path.join(ROOT, "node_modules", "@sparticuz", "chromium");

/**
 * The Chromium the e2e tests drive. CHROMIUM_PATH wins. Otherwise Chromium's headless shell,
 * the browser Playwright itself runs headless by default, from the @sparticuz/chromium package
 * (a dev dependency: the npm registry is reachable where Playwright's browser download is not),
 * unpacked once into node_modules/.cache. Debian's /usr/bin/chromium is the fallback (another
 * platform, or the package missing). The full browser costs about 1 CPU second per page opened
 * (its renderer and browser processes starting), the shell about 0.05 (bench/RESULTS.md).
 */
export function chromiumExecutable(): string {
  const chosen = process.env.CHROMIUM_PATH?.trim();
  if (chosen) return chosen;
  const packed = path.join(PACKAGE, "bin", "chromium.br");
  if (process.platform !== "linux" || process.arch !== "x64" || !existsSync(packed))
    return "/usr/bin/chromium";
  const { version } = JSON.parse(readFileSync(path.join(PACKAGE, "package.json"), "utf8")) as {
    version: string;
  };
  const dir = path.join(ROOT, "node_modules", ".cache", "rubricate", `headless-shell-${version}`);
  const executable = path.join(dir, "chromium");
  if (existsSync(executable)) return executable;
  // Two Playwright passes may start at once: each writes its own file, the rename is atomic.
  mkdirSync(dir, { recursive: true });
  const partial = `${executable}.${process.pid}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(packed)), { mode: 0o755 });
  renameSync(partial, executable);
  return executable;
}
