import { mark } from "@/lib/db/client";
import type { TSqlStatement } from "@/lib/db/sql-types";
import { splitIntoChunks } from "@/lib/db/split-into-chunks";

export type TStoredResult = { runId: string; cached: boolean; llmCallId: string | null };

/**
 * The UPDATEs that add results just stored to their runs' call totals (JudgeRun.llmCalls,
 * tokens, cost, cachedCalls), to run in the transaction that stores them, so a progress poll
 * reads one row instead of summing every result's call (~225 ms per poll at 100,000 results,
 * on the server's one thread). A result answered from the cache counts as a cached call and
 * spends nothing; one the run made itself adds its LlmCall row's tokens and cost, read in the
 * same statement (the call row is written before its result). `recomputeRunCallTotals` sets
 * them from scratch.
 */
export function buildRunCallTotals(options: {
  results: readonly TStoredResult[];
}): TSqlStatement[] {
  const byRun = new Map<string, { cached: number; callIds: string[] }>();
  for (const r of options.results) {
    const entry = byRun.get(r.runId) ?? { cached: 0, callIds: [] };
    if (r.cached) entry.cached += 1;
    else if (r.llmCallId) entry.callIds.push(r.llmCallId);
    byRun.set(r.runId, entry);
  }
  const statements: TSqlStatement[] = [];
  for (const [runId, { cached, callIds }] of byRun) {
    if (cached > 0)
      statements.push({
        sql: `UPDATE "JudgeRun" SET "cachedCalls" = "cachedCalls" + ${mark(1)} WHERE id = ${mark(2)}`,
        args: [cached, runId],
      });
    for (const ids of splitIntoChunks({ items: callIds })) statements.push(addCalls(runId, ids));
  }
  return statements;
}

function addCalls(runId: string, callIds: readonly string[]): TSqlStatement {
  // Parameters in the order they appear (SQLite binds `?` by position): the ids, then the run.
  const ids = callIds.map((_, i) => mark(i + 1)).join(",");
  // costUsd stays null until a call has a price (as SUM over unpriced calls is null).
  return {
    sql: `UPDATE "JudgeRun" SET ("llmCalls", "inputTokens", "outputTokens", "cachedInputTokens", "cacheWriteTokens", "costUsd") = (
  SELECT "JudgeRun"."llmCalls" + COUNT(*),
    "JudgeRun"."inputTokens" + COALESCE(SUM(c."inputTokens"), 0),
    "JudgeRun"."outputTokens" + COALESCE(SUM(c."outputTokens"), 0),
    "JudgeRun"."cachedInputTokens" + COALESCE(SUM(c."cachedInputTokens"), 0),
    "JudgeRun"."cacheWriteTokens" + COALESCE(SUM(c."cacheWriteTokens"), 0),
    CASE WHEN SUM(c."costUsd") IS NULL THEN "JudgeRun"."costUsd"
      ELSE COALESCE("JudgeRun"."costUsd", 0) + SUM(c."costUsd") END
  FROM "LlmCall" c WHERE c.id IN (${ids})
) WHERE id = ${mark(callIds.length + 1)}`,
    args: [...callIds, runId],
  };
}
