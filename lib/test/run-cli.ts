import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyTestDatabase, type TTestProvider } from "./copy-test-database";

/**
 * The real `rubricate` binary against a private copy of the migrated test database (the
 * suite's engine unless `provider` says): `dir` for scratch files, `url` its database,
 * `run(...args)` for one invocation.
 */
export function makeCliRunner(options: { tag: string; provider?: TTestProvider }) {
  const dir = mkdtempSync(path.join(tmpdir(), `rubricate-${options.tag}-`));
  const url = copyTestDatabase(options);
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve("bin/rubricate.mjs"), ...args], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: "x".repeat(40) },
    });
  return { dir, url, run };
}
