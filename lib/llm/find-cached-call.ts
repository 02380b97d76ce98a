import type { z } from "zod";
import { loadCachedRows } from "./load-cached-rows";

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
  const rows = await loadCachedRows({ requestHash });
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
