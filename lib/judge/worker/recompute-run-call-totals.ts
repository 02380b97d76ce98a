import { DB_PROVIDER, type TTransaction } from "@/lib/db/client";

/**
 * Sets a project's judge runs' call totals (JudgeRun.llmCalls, tokens, cost, cachedCalls) from
 * their stored results and calls (the calls its uncached results made): after a dump is restored (a dump
 * written before the totals existed carries none; calls kept from this database may differ).
 * The incremental path is `addRunCallTotals`; the migration that added the columns ran this SQL.
 */
export async function recomputeRunCallTotals(options: {
  tx: TTransaction;
  projectId: string;
}): Promise<void> {
  const mark = DB_PROVIDER === "postgresql" ? "$1" : "?";
  await options.tx.$executeRawUnsafe(
    `UPDATE "JudgeRun" SET ("llmCalls", "inputTokens", "outputTokens", "cachedInputTokens", "cacheWriteTokens", "costUsd") = (
  SELECT COUNT(*), COALESCE(SUM(c."inputTokens"), 0), COALESCE(SUM(c."outputTokens"), 0),
    COALESCE(SUM(c."cachedInputTokens"), 0), COALESCE(SUM(c."cacheWriteTokens"), 0), SUM(c."costUsd")
  FROM "LlmCall" c
  WHERE c.id IN (SELECT r."llmCallId" FROM "JudgeResult" r WHERE r."runId" = "JudgeRun".id AND NOT r.cached)
),
"cachedCalls" = (SELECT COUNT(*) FROM "JudgeResult" r WHERE r."runId" = "JudgeRun".id AND r.cached)
WHERE "projectId" = ${mark}`,
    options.projectId,
  );
}
