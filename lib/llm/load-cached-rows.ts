import { mark, sql } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { createTurnTrigger } from "@/lib/jobs/create-turn-trigger";

export type TCachedRow = {
  id: string;
  requestHash: string;
  rawOutput: string | null;
  inputTokens: number | bigint | null;
  outputTokens: number | bigint | null;
  cachedInputTokens: number | bigint | null;
  cacheWriteTokens: number | bigint | null;
  logprobs: string | null;
};

/** Candidates read per request hash (newest first). */
const PER_HASH = 5;

const lookupSql = (
  count: number,
) => `SELECT id, "requestHash", "rawOutput", "inputTokens", "outputTokens", "cachedInputTokens", "cacheWriteTokens", logprobs FROM (
  SELECT id, "requestHash", "rawOutput", "inputTokens", "outputTokens", "cachedInputTokens", "cacheWriteTokens", logprobs,
    ROW_NUMBER() OVER (PARTITION BY "requestHash" ORDER BY "createdAt" DESC, id DESC) AS n
  FROM "LlmCall"
  WHERE "requestHash" IN (${Array.from({ length: count }, (_, i) => mark(i + 1)).join(",")})
    AND error IS NULL AND "rawOutput" IS NOT NULL
) c WHERE n <= ${PER_HASH}
ORDER BY "requestHash", n`;

type TWaiter = { resolve: (rows: TCachedRow[]) => void; reject: (error: unknown) => void };
let waiting = new Map<string, TWaiter[]>();

async function lookUp(batch: Map<string, TWaiter[]>): Promise<void> {
  try {
    const rows = (
      await forChunks({
        items: [...batch.keys()],
        run: (chunk) => sql.query<TCachedRow>({ sql: lookupSql(chunk.length), args: chunk }),
      })
    ).flat();
    const byHash = new Map<string, TCachedRow[]>();
    for (const row of rows)
      byHash.set(row.requestHash, [...(byHash.get(row.requestHash) ?? []), row]);
    for (const [hash, waiters] of batch) for (const w of waiters) w.resolve(byHash.get(hash) ?? []);
  } catch (error) {
    for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
  }
}

const lookUpAfterTurn = createTurnTrigger({
  run: () => {
    const batch = waiting;
    waiting = new Map();
    void lookUp(batch);
  },
});

/**
 * The newest successful LlmCall rows (at most five, newest first) with this request hash: the
 * cache's candidates. Lookups asked in the same turn of the event loop share one query (the
 * judge worker prepares the jobs of a claim together; one query per patch was its most frequent
 * statement).
 */
export function loadCachedRows(options: { requestHash: string }): Promise<TCachedRow[]> {
  return new Promise((resolve, reject) => {
    const list = waiting.get(options.requestHash);
    if (list) list.push({ resolve, reject });
    else waiting.set(options.requestHash, [{ resolve, reject }]);
    lookUpAfterTurn();
  });
}
