/**
 * Most values one statement binds, kept well under the smallest limit we meet: Prisma's query
 * compiler refuses more than 999 bound values on SQLite (P2029, "The query parameter limit
 * supported by your database is exceeded"), 32,766 on PostgreSQL, and PostgreSQL's wire
 * protocol itself stops at 65,535. A statement may bind a few values besides a chunk (a project
 * id, a status), hence the margin.
 */
export const MAX_BOUND_VALUES = 900;

/**
 * Runs `run` on consecutive slices of `items`, one after the other (so it may share one
 * transaction), and returns each slice's result in order. Every statement that binds a
 * list of unbounded length (`{ in: [...] }`, createMany, a multi-row INSERT) goes through
 * here, with `size` the number of items whose values fit in one statement.
 */
export async function forChunks<T, R>(options: {
  items: readonly T[];
  size?: number;
  run: (chunk: T[]) => Promise<R>;
}): Promise<R[]> {
  const { items, run } = options;
  const size = Math.max(1, Math.floor(options.size ?? MAX_BOUND_VALUES));
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(await run(items.slice(i, i + size)));
  return results;
}

/**
 * Options for a transaction that writes an unbounded number of rows chunk by chunk (an
 * import, a judge run's jobs, a campaign's assignments): Prisma's default 5 s interactive
 * timeout is too short for 100,000 rows on a busy machine.
 */
export const BULK_TRANSACTION = { timeout: 10 * 60_000, maxWait: 30_000 } as const;
