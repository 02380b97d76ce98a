import type { TSqlStatement } from "@/lib/db/sql-types";
import type { TLlmCallRow } from "@/lib/llm/to-llm-call-row";
import type { TStoredResult } from "./build-run-call-totals";

type TTotals = {
  calls: number;
  cached: number;
  input: number;
  output: number;
  cachedInput: number;
  cacheWrite: number;
  cost: number | null;
};

/**
 * PostgreSQL only: one UPDATE adding results about to be stored to their runs' call totals,
 * summed here from their calls' log rows (`calls`, written in the same statement), so it need
 * not read them back (buildRunCallTotals does, in a transaction). Same arithmetic: a cached
 * result counts as a cached call; a call adds its tokens (null as 0); cost stays null until a
 * call has a price. Null when a result's call is not among `calls` (the caller then uses
 * buildRunCallTotals), or when there is nothing to add.
 */
export function buildRunTotalsUpdate(options: {
  results: readonly TStoredResult[];
  calls: readonly TLlmCallRow[];
}): TSqlStatement | null {
  const callsById = new Map(options.calls.map((c) => [c.id, c]));
  const byRun = new Map<string, TTotals>();
  for (const r of options.results) {
    const t = byRun.get(r.runId) ?? {
      calls: 0,
      cached: 0,
      input: 0,
      output: 0,
      cachedInput: 0,
      cacheWrite: 0,
      cost: null,
    };
    byRun.set(r.runId, t);
    if (r.cached) {
      t.cached += 1;
      continue;
    }
    if (!r.llmCallId) continue;
    const call = callsById.get(r.llmCallId);
    if (!call) return null;
    t.calls += 1;
    t.input += call.inputTokens ?? 0;
    t.output += call.outputTokens ?? 0;
    t.cachedInput += call.cachedInputTokens ?? 0;
    t.cacheWrite += call.cacheWriteTokens ?? 0;
    if (call.costUsd != null) t.cost = (t.cost ?? 0) + call.costUsd;
  }
  if (byRun.size === 0) return null;
  const rows = [...byRun];
  const values = rows
    .map((_, i) => {
      const m = (k: number) => `$${i * 8 + k + 1}`;
      return `(${m(0)}::text, ${m(1)}::int, ${m(2)}::int, ${m(3)}::float8, ${m(4)}::float8, ${m(5)}::float8, ${m(6)}::float8, ${m(7)}::float8)`;
    })
    .join(", ");
  return {
    sql: `UPDATE "JudgeRun" AS t SET "llmCalls" = t."llmCalls" + v.calls, "cachedCalls" = t."cachedCalls" + v.cached,
  "inputTokens" = t."inputTokens" + v.input, "outputTokens" = t."outputTokens" + v.output,
  "cachedInputTokens" = t."cachedInputTokens" + v.cached_input, "cacheWriteTokens" = t."cacheWriteTokens" + v.cache_write,
  "costUsd" = CASE WHEN v.cost IS NULL THEN t."costUsd" ELSE COALESCE(t."costUsd", 0) + v.cost END
FROM (VALUES ${values}) AS v(id, calls, cached, input, output, cached_input, cache_write, cost)
WHERE t.id = v.id`,
    args: rows.flatMap(([runId, t]) => [
      runId,
      t.calls,
      t.cached,
      t.input,
      t.output,
      t.cachedInput,
      t.cacheWrite,
      t.cost,
    ]),
  };
}
