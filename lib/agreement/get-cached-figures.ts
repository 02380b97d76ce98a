import { prisma } from "@/lib/db/client";

const MEMORY_ENTRIES = 32;
const KEEP_DAYS = 7;
/** Recently used entries of this process, as JSON text (parsed anew on each hit, never shared). */
const memory = new Map<string, string>();

/**
 * The dashboard's computed figures for `key` (hashDashboardInputs: the key changes with any
 * input, so an entry is never stale): from this process's memory, else from the AgreementCache
 * table (shared by the server and the CLI), else `compute`d and stored in both. A lost race to
 * store the same key is fine (the other writer stored the same figures). With `use` false the
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
  const stored = await prisma.agreementCache.findUnique({
    where: { key },
    select: { value: true },
  });
  if (stored) {
    remember(key, stored.value);
    return { figures: JSON.parse(stored.value) as T, cached: "database" };
  }
  const value = JSON.stringify(compute());
  remember(key, value);
  try {
    await prisma.agreementCache.create({ data: { key, value } });
  } catch (err) {
    if ((err as { code?: string } | null)?.code !== "P2002") throw err;
  }
  await prisma.agreementCache.deleteMany({
    where: { createdAt: { lt: new Date(Date.now() - KEEP_DAYS * 86_400_000) } },
  });
  return { figures: JSON.parse(value) as T, cached: null };
}

function remember(key: string, value: string) {
  memory.set(key, value);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}
