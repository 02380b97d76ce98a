import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  databaseUrl,
  quoteIdent,
  retryTemplateCopy,
  templateRetryDelayMs,
} from "@/scripts/postgres-names.mjs";

export type TTestProvider = "sqlite" | "postgresql";

/** The engine tests run on: PostgreSQL when scripts/test.mjs started a server for them. */
export const testProvider = (): TTestProvider =>
  process.env.RUBRICATE_TEST_POSTGRES_URL ? "postgresql" : "sqlite";

/**
 * A new database copied from the migrated test template (lib/test/global-setup.ts): a SQLite
 * file, or a database on the test PostgreSQL server. Synchronous, so test-db.ts can run it
 * before any import loads the Prisma client.
 */
export function copyTestDatabase(options: { tag: string; provider?: TTestProvider }): string {
  const provider = options.provider ?? testProvider();
  if (provider === "postgresql") {
    const template = process.env.RUBRICATE_TEST_TEMPLATE_DB;
    const serverUrl = process.env.RUBRICATE_TEST_POSTGRES_URL;
    if (!serverUrl || !template)
      throw new Error("No test PostgreSQL server: run through scripts/test.mjs.");
    const name = `test_${options.tag.replace(/\W/g, "_")}_${randomBytes(6).toString("hex")}`;
    return copyPostgresTemplate({ serverUrl, template, name });
  }
  const template = process.env.RUBRICATE_TEST_SQLITE_TEMPLATE;
  if (!template)
    throw new Error(
      "RUBRICATE_TEST_SQLITE_TEMPLATE is unset: run DB tests through vitest (lib/test/global-setup.ts).",
    );
  const file = path.join(mkdtempSync(path.join(tmpdir(), `rubricate-${options.tag}-`)), "test.db");
  copyFileSync(template, file);
  return `file:${file}`;
}

/**
 * CREATE DATABASE … TEMPLATE through psql when the test server's psql is known (global-setup.ts):
 * a C program starts in milliseconds, where a Node process loading `pg` took about 0.12 CPU s
 * and 0.3 s per test file. Without psql, scripts/test-databases.mjs does it.
 */
function copyPostgresTemplate(options: { serverUrl: string; template: string; name: string }) {
  const { serverUrl, template, name } = options;
  const psql = process.env.RUBRICATE_TEST_PSQL;
  if (!psql) {
    const res = spawnSync(
      process.execPath,
      [path.resolve("scripts/test-databases.mjs"), "create", name, template],
      { encoding: "utf8" },
    );
    if (res.status !== 0) throw new Error(`Creating test database ${name} failed:\n${res.stderr}`);
    return res.stdout.trim();
  }
  const sql = `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`;
  for (let attempt = 0; ; attempt++) {
    const res = spawnSync(psql, ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql, serverUrl], {
      encoding: "utf8",
    });
    if (res.status === 0) return databaseUrl(serverUrl, name);
    if (!retryTemplateCopy(attempt, res.stderr))
      throw new Error(`Creating test database ${name} failed:\n${res.stderr || res.error}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, templateRetryDelayMs());
  }
}
