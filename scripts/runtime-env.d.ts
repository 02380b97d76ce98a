// Types for scripts/runtime-env.mjs (plain JS: `npm start`, the CLI launcher, the benches, the tests).
declare module "@/scripts/runtime-env.mjs" {
  /** The checkout's root directory. */
  export const ROOT: string;
  /** The database when DATABASE_URL is unset (equal to lib/env/default-database-url.ts). */
  export const DEFAULT_DATABASE_URL: string;
  /** DATABASE_URL decides the engine: postgres(ql):// is PostgreSQL, anything else SQLite. */
  export function isPostgresUrl(url: string | undefined): boolean;
  /** Fills process.env with the defaults (absolute DATABASE_URL, AUTH_SECRET, telemetry off); never overrides. */
  export function applyRuntimeEnv(): NodeJS.ProcessEnv;
}
