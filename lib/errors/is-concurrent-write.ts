type TErrorShape = {
  name?: string;
  code?: string;
  meta?: { driverAdapterError?: { cause?: { kind?: string } } };
};

/** SQLite's and PostgreSQL's own codes for a unique key violation (the `sql` driver's errors). */
const DRIVER_UNIQUE_CODES = ["23505", "SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"];

/**
 * A write lost to another one made at the same moment: a unique key violation (Prisma's P2002;
 * P2010, a raw statement such as lib/db `insert-rows`, whose driver error is a
 * UniqueConstraintViolation; or the code of the `sql` driver's pg or better-sqlite3 error) or a
 * write conflict (P2034). On PostgreSQL two requests really run at once, so this is a conflict
 * for the loser to retry, not a server fault.
 */
export function isConcurrentWrite(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const e = err as Error & TErrorShape;
  if (e.name === "PrismaClientKnownRequestError")
    return (
      ["P2002", "P2034"].includes(e.code ?? "") ||
      (e.code === "P2010" &&
        e.meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation")
    );
  return DRIVER_UNIQUE_CODES.includes(e.code ?? "");
}
