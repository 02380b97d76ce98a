import { DB_PROVIDER, prisma } from "@/lib/db/client";

type TSums = {
  calls: number | bigint | null;
  inputTokens: number | bigint | null;
  outputTokens: number | bigint | null;
  cachedInputTokens: number | bigint | null;
  cacheWriteTokens: number | bigint | null;
  costUsd: number | null;
};

/**
 * The LLM calls a run made itself (its results not answered from the cache): how many, their
 * tokens (with prompt-cache reads and writes) and cost. Read from the run's results (index on runId) to the calls by primary key: the
 * relation filter Prisma wrote for this (`LlmCall WHERE EXISTS (a JudgeResult of the run with
 * this call)`) visited every LlmCall row and scanned JudgeResult for each, quadratic in a run's
 * size: at 11,000 results it took seconds per progress request and stalled the server's worker.
 */
export async function sumRunCalls(options: { runId: string }) {
  const mark = DB_PROVIDER === "postgresql" ? "$1" : "?";
  const [row] = await prisma.$queryRawUnsafe<TSums[]>(
    `SELECT COUNT(*) AS calls, SUM(c."inputTokens") AS "inputTokens", SUM(c."outputTokens") AS "outputTokens",
  SUM(c."cachedInputTokens") AS "cachedInputTokens", SUM(c."cacheWriteTokens") AS "cacheWriteTokens",
  SUM(c."costUsd") AS "costUsd"
FROM "LlmCall" c
WHERE c.id IN (SELECT r."llmCallId" FROM "JudgeResult" r WHERE r."runId" = ${mark} AND NOT r.cached)`,
    options.runId,
  );
  return {
    calls: Number(row?.calls ?? 0),
    inputTokens: Number(row?.inputTokens ?? 0),
    outputTokens: Number(row?.outputTokens ?? 0),
    cachedInputTokens: Number(row?.cachedInputTokens ?? 0),
    cacheWriteTokens: Number(row?.cacheWriteTokens ?? 0),
    costUsd: row?.costUsd === null || row?.costUsd === undefined ? null : Number(row.costUsd),
  };
}
