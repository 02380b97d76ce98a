// Defaults shared by `npm start`, the CLI and the e2e server: one place decides
// where the database and the session secret live, and reads the .env files as Next does.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Next's own loader (what `next start` and `next dev` read .env files with); CommonJS.
const { loadEnvConfig } = createRequire(import.meta.url)("@next/env");

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** DATABASE_URL decides the engine: postgres(ql):// is PostgreSQL, anything else SQLite. */
export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//i.test(url ?? "");

/** The database when DATABASE_URL is unset; the TS side has the same value in lib/env/default-database-url.ts (a test checks they agree). */
export const DEFAULT_DATABASE_URL = "file:./data/rubricate.db";

/**
 * Reads the app root's .env files into process.env with Next's loader (@next/env), so every
 * entry point sees what the server sees: the process environment wins over `.env.<mode>.local`,
 * `.env.local`, `.env.<mode>` and `.env`, in that order (mode: `development` when NODE_ENV is,
 * else `production`, as `next start` reads them). The app root is RUBRICATE_ROOT, else the
 * checkout, wherever the command runs. Read once per process tree: Next marks process.env
 * (`__NEXT_PROCESSED_ENV`) and a child (the server's `next start`, a worker) inherits the values
 * instead of reading the files again. Nothing is read under Vitest (VITEST or NODE_ENV=test):
 * tests set their environment explicitly, and a developer's .env must not reach them.
 * Returns the names of the files read into process.env (none when a parent process did).
 */
export function loadEnvFiles({
  dir = process.env.RUBRICATE_ROOT || ROOT,
  dev = process.env.NODE_ENV === "development",
} = {}) {
  if (process.env.VITEST || process.env.NODE_ENV === "test") return [];
  const { parsedEnv, loadedEnvFiles } = loadEnvConfig(dir, dev);
  // No parsedEnv: a parent process read them already (or there are none).
  return parsedEnv ? loadedEnvFiles.map((file) => file.path) : [];
}

/** Reads the .env files (loadEnvFiles), then fills process.env with the defaults; returns it. Never overrides what is set. */
export function applyRuntimeEnv() {
  loadEnvFiles();
  process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;
  // Where prompts/ and bin/ are (lib/env/get-app-root.ts), wherever the command runs.
  process.env.RUBRICATE_ROOT ??= ROOT;
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  process.env.CHECKPOINT_DISABLE ??= "1";
  process.env.PRISMA_HIDE_UPDATE_MESSAGE ??= "1";
  const url = process.env.DATABASE_URL;
  if (url.startsWith("file:")) {
    // Relative SQLite paths are relative to the checkout, wherever the command runs.
    const file = path.resolve(ROOT, url.slice("file:".length));
    mkdirSync(path.dirname(file), { recursive: true });
    process.env.DATABASE_URL = `file:${file}`;
  }
  if (!process.env.AUTH_SECRET) {
    const dir = path.join(ROOT, "data");
    const secretFile = path.join(dir, "auth-secret");
    mkdirSync(dir, { recursive: true });
    if (!existsSync(secretFile)) {
      writeFileSync(secretFile, randomBytes(48).toString("base64url"), { mode: 0o600 });
      chmodSync(secretFile, 0o600);
    }
    process.env.AUTH_SECRET = readFileSync(secretFile, "utf8").trim();
  }
  return process.env;
}
