// Types for scripts/runtime-env.mjs (plain JS: `npm start`, the CLI launcher, the benches, the tests).
declare module "@/scripts/runtime-env.mjs" {
  /** The checkout's root directory. */
  export const ROOT: string;
  /** The database when DATABASE_URL is unset (equal to lib/env/default-database-url.ts). */
  export const DEFAULT_DATABASE_URL: string;
  /** DATABASE_URL decides the engine: postgres(ql):// is PostgreSQL, anything else SQLite. */
  export function isPostgresUrl(url: string | undefined): boolean;
  /**
   * Reads the app root's .env files into process.env with Next's loader (@next/env): the process
   * environment wins over `.env.<mode>.local`, `.env.local`, `.env.<mode>`, `.env`. `dir`: the app
   * root (RUBRICATE_ROOT, else the checkout); `dev`: the development files (NODE_ENV=development).
   * Nothing under Vitest (VITEST or NODE_ENV=test). Returns the names of the files read into
   * process.env (none when a parent process did).
   */
  export function loadEnvFiles(options?: { dir?: string; dev?: boolean }): string[];
  /** Reads the .env files (loadEnvFiles), then fills process.env with the defaults (absolute DATABASE_URL, AUTH_SECRET, telemetry off); never overrides. */
  export function applyRuntimeEnv(): NodeJS.ProcessEnv;
}
