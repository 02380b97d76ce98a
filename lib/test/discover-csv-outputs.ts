import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Code that writes CSV itself: the CSV writer library, or a CSV content type. */
const WRITES_CSV = /from ["']csv-stringify|text\/csv/;
/** Value imports and re-exports (`import type` / `export type` carry no code and are skipped). */
const IMPORTS =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^"'\n;]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const resolveImport = (from: string, spec: string): string | null => {
  const base = spec.startsWith("@/")
    ? spec.slice(2)
    : spec.startsWith(".")
      ? path.join(path.dirname(from), spec)
      : null;
  if (base === null) return null;
  const candidate = ["", ".ts", ".tsx", ".mjs", "/index.ts"]
    .map((ext) => path.normalize(base + ext))
    .find((p) => existsSync(p) && statSync(p).isFile());
  return candidate ?? null;
};

/** Whether `file`, or any project module it imports (transitively), writes CSV. */
function reachesCsv(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false);
  const code = readFileSync(file, "utf8");
  const result =
    WRITES_CSV.test(code) ||
    [...code.matchAll(IMPORTS)].some((m) => {
      const target = resolveImport(file, (m[1] ?? m[2])!);
      // Another route's module (the API document's registry lists them all) is its own output.
      if (target !== null && path.basename(target) === "route.ts") return false;
      return target !== null && reachesCsv(target, seen);
    });
  seen.set(file, result);
  return result;
}

const routeFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    return statSync(p).isDirectory() ? routeFiles(p) : entry === "route.ts" ? [p] : [];
  });

/**
 * Every output that can produce CSV, found by reading the code: API route files under app/api
 * and CLI command files under lib/cli/commands whose code, or any module they import, uses
 * csv-stringify or answers `text/csv`. Paths are relative to the checkout, sorted.
 */
export function discoverCsvOutputs(): { routes: string[]; cliCommands: string[] } {
  const commands = readdirSync(path.join("lib", "cli", "commands"))
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.join("lib", "cli", "commands", f));
  return {
    routes: routeFiles(path.join("app", "api"))
      .filter((f) => reachesCsv(f))
      .sort(),
    cliCommands: commands.filter((f) => reachesCsv(f)).sort(),
  };
}
