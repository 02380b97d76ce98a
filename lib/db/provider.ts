export type TDatabaseProvider = "sqlite" | "postgresql";

/** DATABASE_URL decides the engine: postgres(ql):// is PostgreSQL, anything else SQLite. */
export function databaseProvider(url: string): TDatabaseProvider {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgresql" : "sqlite";
}
