// Types for the plain-JS start-up scripts that bench/label-load.ts reuses.
declare module "@/scripts/build.mjs" {
  /** Runs `next build` unless .next holds a build of exactly these sources; true when it built. */
  export function buildIfNeeded(options?: { force?: boolean }): boolean;
}

declare module "@/scripts/prepare-db.mjs" {
  /** Applies pending migrations to process.env.DATABASE_URL (SQLite or PostgreSQL, created if missing). */
  export function prepareDatabase(options?: { quiet?: boolean }): Promise<void>;
}

declare module "@/scripts/runtime-env.mjs" {
  /** The checkout's root directory. */
  export const ROOT: string;
  /** Fills process.env with the defaults (absolute DATABASE_URL, AUTH_SECRET, telemetry off); never overrides. */
  export function applyRuntimeEnv(): NodeJS.ProcessEnv;
}
