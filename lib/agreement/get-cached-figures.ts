import { mark, sql } from "@/lib/db/client";

const MEMORY_ENTRIES = 32;
const KEEP_DAYS = 7;
/** Recently used entries of this process, as JSON text (parsed anew on each hit, never shared). */
const memory = new Map<string, string>();

/**
 * The dashboard's computed figures for `key` (hashDashboardInputs: the key changes with any
 * input, so an entry is never stale): from this process's memory, else from the AgreementCache
 * table (shared by the server and the CLI), else `compute`d and stored in both. A lost race to
 * store the same key is fine (ON CONFLICT DO NOTHING: the other writer stored the same figures). With `use` false the
 * figures are computed and nothing is read or written. Entries older than a week are pruned
 * when a new one is stored.
 */
export async function getCachedFigures<T>(options: {
  key: string;
  compute: () => T;
  use?: boolean;
}): Promise<{ figures: T; cached: "memory" | "database" | null }> {
  const { key, compute, use = true } = options;
  if (!use) return { figures: compute(), cached: null };
  const remembered = memory.get(key);
  if (remembered !== undefined) {
    memory.delete(key);
    memory.set(key, remembered);
    return { figures: JSON.parse(remembered) as T, cached: "memory" };
  }
  // Raw statements (both engines): no Prisma query to compile on the CLI's one-shot path.
  const [stored] = await sql.query<{ value: string }>({
    sql: `SELECT "value" FROM "agreementCache" WHERE "key" = ${mark(1)}`,
    args: [key],
  });
  if (stored) {
    remember(key, stored.value);
    return { figures: JSON.parse(stored.value) as T, cached: "database" };
  }
  const value = JSON.stringify(compute());
  remember(key, value);
  const now = new Date();
  await sql.transaction([
    {
      sql: `INSERT INTO "agreementCache" ("key", "value", "createdAt") VALUES (${mark(1)}, ${mark(2)}, ${mark(3)}) ON CONFLICT ("key") DO NOTHING`,
      args: [key, value, now],
    },
    {
      sql: `DELETE FROM "agreementCache" WHERE "createdAt" < ${mark(1)}`,
      args: [new Date(now.getTime() - KEEP_DAYS * 86_400_000)],
    },
  ]);
  return { figures: JSON.parse(value) as T, cached: null };
}

function remember(key: string, value: string) {
  memory.set(key, value);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}
