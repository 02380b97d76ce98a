import { DB_PROVIDER, mark, sql } from "@/lib/db/client";
import { chainPgStatements } from "@/lib/db/chain-pg-statements";
import { buildRunTotalsUpdate } from "./build-run-totals-update";
import { buildInsertStatements } from "@/lib/db/build-insert-statements";
import { splitIntoChunks } from "@/lib/db/split-into-chunks";
import type { toJudgeResultRow } from "./to-judge-result-row";
import { buildRunCallTotals } from "./build-run-call-totals";
import { buildLlmCallInserts } from "@/lib/llm/build-llm-call-inserts";
import type { TLlmCallRow } from "@/lib/llm/to-llm-call-row";

type TResultRow = ReturnType<typeof toJudgeResultRow>;
const COLUMNS = [
  "id",
  "runId",
  "jobId",
  "patchId",
  "sample",
  "label",
  "thought",
  "justification",
  "confidence",
  "score",
  "cached",
  "llmCallId",
  "requirements",
  "grade",
  "dimensionGrades",
  "modelLabel",
  "createdAt",
] as const;

/**
 * Logs the verdicts' calls (`calls`: the rows generateStructured deferred), stores the verdicts,
 * marks their jobs done and adds them to their runs' call totals, all in one transaction of raw
 * statements on the driver (multi-row INSERTs and UPDATEs): through Prisma, even as raw SQL, this
 * was the largest share of the worker's CPU, and one commit per call log was the next. Throws,
 * writing nothing, if any job already has a result (the unique keys); the caller then settles
 * them one by one. On PostgreSQL it is one statement (data-modifying WITH clauses) when the
 * batch carries every result's call row.
 */
export async function storeJudgeResults(options: {
  rows: readonly TResultRow[];
  calls?: readonly TLlmCallRow[];
}): Promise<void> {
  const { rows } = options;
  if (rows.length === 0) return;
  const now = new Date();
  const calls = options.calls ?? [];
  // PostgreSQL: the whole batch as one statement (one round trip; it was BEGIN, four statements
  // and COMMIT), its run totals summed here from the call rows it writes.
  const totals =
    DB_PROVIDER === "postgresql" ? buildRunTotalsUpdate({ results: rows, calls }) : null;
  const single = totals !== null;
  const inserts = buildInsertStatements({
    table: "JudgeResult",
    ...(single ? { batchSize: rows.length } : {}),
    columns: COLUMNS,
    rows: rows.map((r) => [
      r.id,
      r.runId,
      r.jobId,
      r.patchId,
      r.sample,
      r.label,
      r.thought,
      r.justification,
      r.confidence,
      r.score,
      r.cached,
      r.llmCallId,
      r.requirements,
      r.grade,
      r.dimensionGrades,
      r.modelLabel,
      now,
    ]),
  });
  const done = splitIntoChunks({
    items: rows.map((r) => r.jobId),
    ...(single ? { size: rows.length } : {}),
  }).map((ids) => ({
    sql: `UPDATE "JudgeJob" SET status = 'done', "leaseUntil" = NULL, "lastError" = NULL, "updatedAt" = ${mark(1)} WHERE id IN (${ids.map((_, i) => mark(i + 2)).join(",")})`,
    args: [now, ...ids],
  }));
  if (single) {
    const writes = [
      ...buildLlmCallInserts({ rows: calls, batchSize: calls.length }),
      ...inserts,
      ...done,
    ];
    await sql.query(chainPgStatements({ writes, last: totals }));
    return;
  }
  await sql.transaction([
    ...buildLlmCallInserts({ rows: calls }),
    ...inserts,
    ...done,
    ...buildRunCallTotals({ results: rows }),
  ]);
}
