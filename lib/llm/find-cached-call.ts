import type { z } from "zod";
import { prisma } from "@/lib/db/client";

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
  const rows = await prisma.llmCall.findMany({
    where: { requestHash, error: null, rawOutput: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      rawOutput: true,
      inputTokens: true,
      outputTokens: true,
      cachedInputTokens: true,
      cacheWriteTokens: true,
      logprobs: true,
    },
    take: 5,
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
        inputTokens: row.inputTokens,
        outputTokens: row.outputTokens,
        cachedInputTokens: row.cachedInputTokens,
        cacheWriteTokens: row.cacheWriteTokens,
        logprobs: row.logprobs,
      };
    }
  }
  return null;
}
