// Applies committed migrations (prisma migrate deploy, WASM engine, offline) for the engine
// DATABASE_URL names: SQLite (prisma/migrations, then WAL so readers never block the writer)
// or PostgreSQL (prisma/postgresql/migrations; the database is created if missing).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { databaseName, quoteIdent, withAdminClient } from "./postgres-admin.mjs";
import { ROOT, isPostgresUrl } from "./runtime-env.mjs";

const sqliteFile = (url) =>
  url.startsWith("file:") ? path.resolve(ROOT, url.slice("file:".length)) : null;
const APPLIED_SQL =
  "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL";

function committedMigrations(postgres) {
  const dir = postgres
    ? path.join(ROOT, "prisma", "postgresql", "migrations")
    : path.join(ROOT, "prisma", "migrations");
  return readdirSync(dir).filter((d) => /^\d+_/.test(d));
}
const allApplied = (names, applied) =>
  names.every((n) => applied.has(n)) && applied.size === names.length;

/**
 * True when a SQLite database already has every committed migration applied, read
 * directly (no engine start, no write lock): the common case for every CLI call.
 */
function sqliteUpToDate(file) {
  if (!existsSync(file)) return false;
  const db = new Database(file, { readonly: true, timeout: 10_000 });
  try {
    const table = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'",
      )
      .get();
    if (!table) return false;
    return allApplied(
      committedMigrations(false),
      new Set(
        db
          .prepare(APPLIED_SQL)
          .all()
          .map((r) => r.migration_name),
      ),
    );
  } finally {
    db.close();
  }
}

/** The same check on PostgreSQL; a database that does not exist yet is created (then nothing is applied). */
async function postgresUpToDate(url) {
  const db = new pg.Client({ connectionString: url });
  try {
    await db.connect();
  } catch (err) {
    if (err?.code !== "3D000") throw err; // invalid_catalog_name: no such database
    // Needs CREATEDB; goes through the server's `postgres` database.
    await withAdminClient(url, (admin) =>
      admin.query(`CREATE DATABASE ${quoteIdent(databaseName(url))}`),
    );
    return false;
  }
  try {
    const table = await db.query("SELECT to_regclass('_prisma_migrations') AS t");
    if (!table.rows[0].t) return false;
    const applied = await db.query(APPLIED_SQL);
    return allApplied(
      committedMigrations(true),
      new Set(applied.rows.map((r) => r.migration_name)),
    );
  } finally {
    await db.end();
  }
}

function deploy() {
  const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");
  const res = spawnSync(prisma, ["migrate", "deploy"], {
    cwd: ROOT,
    env: process.env,
    encoding: "utf8",
  });
  if (res.status !== 0) {
    process.stderr.write(res.stdout + res.stderr);
    throw new Error("Applying database migrations failed (see above).");
  }
  return /(\d+) migrations? found/.exec(res.stdout)?.[1] ?? "?";
}

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

export async function prepareDatabase({ quiet = false } = {}) {
  const url = process.env.DATABASE_URL ?? "";
  const postgres = isPostgresUrl(url);
  const file = postgres ? null : sqliteFile(url);
  const upToDate = postgres ? await postgresUpToDate(url) : file !== null && sqliteUpToDate(file);
  const applied = upToDate ? null : deploy();
  if (!quiet)
    console.log(
      `Database ready (${applied === null ? "no pending migrations" : `${applied} migrations`}, ${redact(url)}).`,
    );
  if (file) {
    const db = new Database(file, { timeout: 10_000 });
    if (db.pragma("journal_mode", { simple: true }) !== "wal") db.pragma("journal_mode = WAL");
    db.close();
  }
}
