// Applies committed migrations (prisma migrate deploy, WASM engine, offline)
// and turns on SQLite's WAL journal so readers never block the writer.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { ROOT } from "./runtime-env.mjs";

const sqliteFile = (url) => (url.startsWith("file:") ? path.resolve(ROOT, url.slice("file:".length)) : null);

/**
 * True when a SQLite database already has every committed migration applied, read
 * directly (no engine start, no write lock): the common case for every CLI call.
 */
function upToDate(file) {
  if (!existsSync(file)) return false;
  const names = readdirSync(path.join(ROOT, "prisma", "migrations")).filter((d) => /^\d+_/.test(d));
  const db = new Database(file, { readonly: true, timeout: 10_000 });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return false;
    const applied = new Set(db.prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL").all().map((r) => r.migration_name));
    return names.every((n) => applied.has(n)) && applied.size === names.length;
  } finally {
    db.close();
  }
}

export function prepareDatabase({ quiet = false } = {}) {
  const file = sqliteFile(process.env.DATABASE_URL ?? "");
  if (file && upToDate(file)) {
    if (!quiet) console.log(`Database ready (no pending migrations, ${process.env.DATABASE_URL}).`);
  } else {
    const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");
    const res = spawnSync(prisma, ["migrate", "deploy"], { cwd: ROOT, env: process.env, encoding: "utf8" });
    if (res.status !== 0) {
      process.stderr.write(res.stdout + res.stderr);
      throw new Error("Applying database migrations failed (see above).");
    }
    if (!quiet) {
      const applied = /(\d+) migrations? found/.exec(res.stdout)?.[1];
      console.log(`Database ready (${applied ?? "?"} migrations, ${process.env.DATABASE_URL}).`);
    }
  }
  if (file) {
    const db = new Database(file, { timeout: 10_000 });
    if (db.pragma("journal_mode", { simple: true }) !== "wal") db.pragma("journal_mode = WAL");
    db.close();
  }
}
