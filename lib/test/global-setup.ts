import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findPostgresBin } from "@/scripts/postgres-server.mjs";
import { createDatabase, dropDatabase, testPostgresUrl } from "@/scripts/test-databases.mjs";

const migrate = (url: string) =>
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
    stdio: "pipe",
  });

/**
 * Migrates the template databases DB tests copy (lib/test/copy-test-database.ts): always a
 * SQLite file; with RUBRICATE_TEST_POSTGRES_URL also a template database on that server,
 * which the tests then use by default.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "rubricate-vitest-"));
  const file = path.join(dir, "template.db");
  migrate(`file:${file}`);
  process.env.RUBRICATE_TEST_SQLITE_TEMPLATE = file;
  const adminUrl = testPostgresUrl();
  const name = `rubricate_template_${process.pid}`;
  if (adminUrl) {
    migrate(await createDatabase({ serverUrl: adminUrl, name }));
    process.env.RUBRICATE_TEST_TEMPLATE_DB = name;
    // Test files copy the template with the server's own psql (copy-test-database.ts).
    const bin = findPostgresBin();
    const psql = bin ? path.join(bin, "psql") : null;
    if (psql && existsSync(psql)) process.env.RUBRICATE_TEST_PSQL = psql;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await dropDatabase({ serverUrl: adminUrl, name });
  };
}
