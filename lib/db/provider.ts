export type TDatabaseProvider = "sqlite" | "postgresql";

/**
 * DATABASE_URL decides the engine: postgres(ql):// is PostgreSQL, anything else SQLite. Used by
 * the app and prisma.config.ts; the plain-JS start-up scripts have the same rule as
 * `isPostgresUrl` in scripts/runtime-env.mjs (no JS imports in the TS project).
 */
export function databaseProvider(url: string): TDatabaseProvider {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgresql" : "sqlite";
}
