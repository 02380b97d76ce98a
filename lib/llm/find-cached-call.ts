import type { z } from "zod";
import { mark, sql } from "@/lib/db/client";

type TCachedRow = {
  id: string;
  rawOutput: string | null;
  inputTokens: number | bigint | null;
  outputTokens: number | bigint | null;
  cachedInputTokens: number | bigint | null;
  cacheWriteTokens: number | bigint | null;
  logprobs: string | null;
};

/**
 * The newest successful LlmCall with this request hash whose stored output still parses and
 * validates against `schema`, with that object; null when there is none (failures never count).
 */
export async function findCachedCall<T>({
  requestHash,
  schema,
}: {
  requestHash: string;
  schema: z.ZodType<T>;
}): Promise<{
  id: string;
  object: T;
  inputTokens: number | null;
  outputTokens: number | null;
  cachedInputTokens: number | null;
  cacheWriteTokens: number | null;
  logprobs: string | null;
} | null> {
  // On the driver: asked once per judged patch, this lookup was a large share of the judge
  // worker's Prisma time (bench/RESULTS.md, Judge throughput).
  const rows = await sql.query<TCachedRow>({
    sql: `SELECT id, "rawOutput", "inputTokens", "outputTokens", "cachedInputTokens", "cacheWriteTokens", logprobs FROM "LlmCall"
WHERE "requestHash" = ${mark(1)} AND error IS NULL AND "rawOutput" IS NOT NULL
ORDER BY "createdAt" DESC, id DESC LIMIT 5`,
    args: [requestHash],
  });
  for (const row of rows) {
    let json: unknown;
    try {
      json = JSON.parse(row.rawOutput ?? "");
    } catch {
      continue;
    }
    const parsed = await schema.safeParseAsync(json);
    if (parsed.success) {
      return {
        id: row.id,
        object: parsed.data,
        inputTokens: row.inputTokens === null ? null : Number(row.inputTokens),
        outputTokens: row.outputTokens === null ? null : Number(row.outputTokens),
        cachedInputTokens: row.cachedInputTokens === null ? null : Number(row.cachedInputTokens),
        cacheWriteTokens: row.cacheWriteTokens === null ? null : Number(row.cacheWriteTokens),
        logprobs: row.logprobs,
      };
    }
  }
  return null;
}
