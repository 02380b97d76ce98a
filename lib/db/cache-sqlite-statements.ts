import type { Database, Statement } from "better-sqlite3";

type TBound = {
  reader: boolean;
  run: () => unknown;
  columns: () => unknown;
  raw: () => { all: () => unknown[] };
};

/**
 * Makes `db.prepare` reuse compiled statements, keyed by SQL text (least recently used dropped
 * past `max`). Prisma's SQLite adapter prepares every query anew (`prepare(sql).bind(args)`), and
 * compiling the SQL was a tenth of the judge worker's CPU; with the same text Prisma sends, the
 * compiled statement is the same. better-sqlite3 binds a statement's parameters only once, so each
 * `bind(args)` returns a view that passes the arguments to every call instead. Prisma's BEGIN
 * becomes BEGIN IMMEDIATE.
 */
export function cacheSqliteStatements(options: { db: Database; max?: number }): void {
  const { db } = options;
  const max = options.max ?? 500;
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Statement>();
  const cached = (sql: string): Statement => {
    let stmt = cache.get(sql);
    if (stmt) {
      cache.delete(sql);
    } else {
      stmt = prepare(sql);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, stmt);
    return stmt;
  };
  const view = (stmt: Statement) => ({
    reader: stmt.reader,
    source: stmt.source,
    bind: (args: unknown[]): TBound => ({
      reader: stmt.reader,
      run: () => stmt.run(args),
      columns: () => stmt.columns(),
      // The adapter reads every result as arrays; the statement stays in raw mode.
      raw: () => ({ all: () => stmt.raw(true).all(args) }),
    }),
    // Unbound use (the adapter's BEGIN).
    run: (...args: unknown[]) => stmt.run(...args),
  });
  (db as unknown as { prepare: (sql: string) => unknown }).prepare = (sql: string) =>
    // Prisma's transactions take the write lock when they begin: a deferred transaction that
    // read first could not write once another process (a judge worker) had written since
    // (SQLITE_BUSY, "Operation has timed out"), whereas an immediate one waits its turn.
    view(cached(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql));
}
