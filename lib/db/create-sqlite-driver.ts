import Database from "better-sqlite3";
import type { Statement } from "better-sqlite3";
import type { TSqlDriver, TSqlStatement, TSqlValue } from "./sql-types";

/** Prisma's own SQLite text form for DateTime ("2026-01-02T03:04:05.678+00:00"); booleans as 0/1. */
export function toSqliteValue(v: TSqlValue): string | number | bigint | null {
  if (v instanceof Date) return v.toISOString().replace("Z", "+00:00");
  if (typeof v === "boolean") return v ? 1 : 0;
  return v;
}

/**
 * Raw statements on Prisma's own better-sqlite3 connection (one connection per process, so no
 * lock is ever waited for between the two). Statements are prepared once per SQL text (an LRU of
 * `max`) with the connection's original `prepare` (Prisma's is wrapped by cacheSqliteStatements)
 * and read integers as numbers. A transaction runs synchronously, so nothing else on the
 * connection can interleave with it. If Prisma holds a transaction open on the connection right
 * then (it awaits between its statements), a statement or transaction would join it (and vanish
 * with its rollback): `inPrismaTransaction` then runs it in a Prisma transaction of its own,
 * after Prisma's lock.
 */
export function createSqliteDriver(options: {
  db: () => Promise<Database.Database>;
  inPrismaTransaction: <T>(run: () => T) => Promise<T>;
  max?: number;
}): TSqlDriver {
  const max = options.max ?? 200;
  const cache = new Map<string, Statement>();
  let cachedFor: Database.Database | null = null;
  const prepare = (db: Database.Database, sql: string): Statement => {
    // A new connection (Prisma reconnected): statements of the old one are gone with it.
    if (db !== cachedFor) {
      cache.clear();
      cachedFor = db;
    }
    let stmt = cache.get(sql);
    if (stmt) {
      cache.delete(sql);
    } else {
      stmt = (Database.prototype.prepare as (sql: string) => Statement).call(db, sql);
      stmt.safeIntegers(false);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, stmt);
    return stmt;
  };
  const exec = (db: Database.Database, { sql, args }: TSqlStatement): unknown[] => {
    const stmt = prepare(db, sql);
    const values = args.map(toSqliteValue);
    if (stmt.reader) return stmt.all(values);
    stmt.run(values);
    return [];
  };
  return {
    async query<T>(statement: TSqlStatement) {
      const db = await options.db();
      if (db.inTransaction) return options.inPrismaTransaction(() => exec(db, statement) as T[]);
      return exec(db, statement) as T[];
    },
    async transaction(statements) {
      const db = await options.db();
      const runAll = () => statements.map((s) => exec(db, s));
      if (db.inTransaction) return options.inPrismaTransaction(runAll);
      return db.transaction(runAll).immediate();
    },
  };
}
