// Types for the plain-JS start-up scripts that bench/label-load.ts and its helpers reuse.
declare module "@/scripts/build.mjs" {
  /** Runs `next build` unless .next holds a build of exactly these sources; true when it built. */
  export function buildIfNeeded(options?: { force?: boolean }): boolean;
}

declare module "@/scripts/prepare-db.mjs" {
  /** Applies pending migrations to process.env.DATABASE_URL (SQLite or PostgreSQL, created if missing). */
  export function prepareDatabase(options?: { quiet?: boolean }): Promise<void>;
}

declare module "@/scripts/postgres-server.mjs" {
  /** A throwaway PostgreSQL server on 127.0.0.1 (trust authentication, fsync off). */
  export type TPostgresServer = {
    port: number;
    /** The admin URL of its `postgres` database. */
    url: string;
    /** The URL of another database on it (created on first use by prepareDatabase). */
    urlFor: (db: string) => string;
    /** Stops the server and removes its data folder; idempotent. */
    stop: () => void;
  };
  /** The folder holding initdb/pg_ctl, or null when no PostgreSQL server is installed. */
  export function findPostgresBin(): string | null;
  /** initdb into a temporary folder and start; runs as the `postgres` user when root. */
  export function startPostgres(options?: { port?: number }): Promise<TPostgresServer>;
}
