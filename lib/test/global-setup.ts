import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Migrates one template SQLite database; DB tests copy it (lib/test/test-db.ts). */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "rubricate-vitest-"));
  const file = path.join(dir, "template.db");
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${file}`, CHECKPOINT_DISABLE: "1" },
    stdio: "pipe",
  });
  process.env.RUBRICATE_TEST_TEMPLATE_DB = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
