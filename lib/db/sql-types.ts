/** A value bound to a raw statement: Dates and booleans are converted per engine by the driver. */
export type TSqlValue = string | number | boolean | null | Date | bigint;

/** One statement and its bound values (`?` on SQLite, `$1…` on PostgreSQL: see `mark`). */
export type TSqlStatement = { sql: string; args: readonly TSqlValue[] };

/**
 * Raw statements on the database driver itself (better-sqlite3 or pg), past Prisma's request
 * pipeline and query compiler: for the judge worker's hot path, where that pipeline was a third
 * of the CPU per judged patch even for `$queryRawUnsafe` (bench/RESULTS.md, Judge throughput).
 * Rows come back as objects keyed by column name; integers as numbers on SQLite, as pg returns
 * them on PostgreSQL (int4 a number, int8 and COUNT a string).
 */
export type TSqlDriver = {
  /** The rows of one statement (none for a write without RETURNING), outside any transaction. */
  query: <T>(statement: TSqlStatement) => Promise<T[]>;
  /** Every statement in order in one transaction, all or nothing; each one's rows. */
  transaction: (statements: readonly TSqlStatement[]) => Promise<unknown[][]>;
};
