import { DB_PROVIDER, type TTransaction } from "./client";

/**
 * Makes the writers of one thing (`key`, e.g. `import:<projectId>`) take turns inside their
 * transactions, so a check made after this call sees every earlier writer's commit and still
 * holds at this one's commit. PostgreSQL: a transaction-scoped advisory lock on the key (no row
 * is locked, so other writers of the project do not wait). SQLite: nothing to do, its
 * transactions begin IMMEDIATE and so already run one at a time.
 */
export async function lockForWrites(options: { tx: TTransaction; key: string }): Promise<void> {
  if (DB_PROVIDER !== "postgresql") return;
  await options.tx.$executeRawUnsafe(
    `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`,
    options.key,
  );
}
