import { getEnv } from "@/lib/env/get-env";
import { DB_PROVIDER, useSqlDriver } from "./client";
import { createThreadSqlDriver } from "./create-thread-sql-driver";

/**
 * Moves this process's raw SQL (`sql` of lib/db/client.ts) to a thread and connection of its
 * own when DATABASE_SQL_THREAD says so, or, unset, on SQLite: better-sqlite3 runs each statement
 * and commit synchronously, on the thread that reads LLM answers. pg's statements are
 * asynchronous already, and a thread measured no faster there (bench/RESULTS.md, Judge
 * throughput). For `rubricate worker` only: the thread loads tsx, which the server's bundle must
 * not. Returns whether it moved.
 */
export function moveSqlToThread(): boolean {
  const env = getEnv();
  if (!(env.DATABASE_SQL_THREAD ?? DB_PROVIDER === "sqlite")) return false;
  const driver = createThreadSqlDriver({
    engine: DB_PROVIDER,
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  useSqlDriver({ driver });
  return true;
}
