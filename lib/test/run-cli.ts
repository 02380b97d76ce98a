import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The real `rubricate` binary against a private copy of the migrated test
 * database: `dir` for scratch files, `run(...args)` for one invocation.
 */
export function makeCliRunner(options: { tag: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), `rubricate-${options.tag}-`));
  const db = path.join(dir, "cli.db");
  copyFileSync(process.env.RUBRICATE_TEST_TEMPLATE_DB!, db);
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve("bin/rubricate.mjs"), ...args], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: `file:${db}`, AUTH_SECRET: "x".repeat(40) },
    });
  return { dir, run };
}
