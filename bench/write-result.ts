import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = path.resolve("bench/RESULTS.md");
const HEADER =
  "# Benchmark results\n\nEach section is rewritten by the command it names; numbers are from one run on this project's machine.\n";

/** Replaces (or appends) one `## section` of bench/RESULTS.md. */
export function writeResult(options: { section: string; command: string; body: string }): void {
  const text = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const block = `## ${options.section}\n\nCommand: \`${options.command}\` (run ${new Date().toISOString().slice(0, 10)})\n\n${options.body}\n`;
  const escaped = options.section.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`## ${escaped}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = re.test(text)
    ? text.replace(re, () => block.trimEnd())
    : `${text.trimEnd()}\n\n${block}`;
  writeFileSync(FILE, next.trimEnd() + "\n");
}
