// Defaults shared by `npm start`, the CLI and the e2e server: one place decides
// where the database and the session secret live.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** DATABASE_URL decides the engine: postgres(ql):// is PostgreSQL, anything else SQLite. */
export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//i.test(url ?? "");

/** The database when DATABASE_URL is unset; the TS side has the same value in lib/env/default-database-url.ts (a test checks they agree). */
export const DEFAULT_DATABASE_URL = "file:./data/rubricate.db";

/** Fills process.env with the defaults; returns it. Never overrides what is set. */
export function applyRuntimeEnv() {
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
