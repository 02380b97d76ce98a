import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { insertRows } from "@/lib/db/insert-rows";
import { forChunks } from "@/lib/db/for-chunks";
import type { toJudgeResultRow } from "./to-judge-result-row";
import { addRunCallTotals } from "./add-run-call-totals";

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
  "cached",
  "llmCallId",
  "requirements",
  "createdAt",
] as const;

/**
 * Stores verdicts, marks their jobs done and adds them to their runs' call totals, all in one
 * transaction of raw statements (a multi-row INSERT and UPDATEs): through Prisma's createMany/updateMany this was the largest
 * share of the worker's query-compiler time. Throws, writing nothing, if any job already has a
 * result (the unique keys); the caller then settles them one by one.
 */
export async function storeJudgeResults(options: { rows: readonly TResultRow[] }): Promise<void> {
  const { rows } = options;
  if (rows.length === 0) return;
  const now = new Date();
  const postgres = DB_PROVIDER === "postgresql";
  const stamp = postgres ? now : now.toISOString().replace("Z", "+00:00");
  await prisma.$transaction(async (tx) => {
    await insertRows({
      tx,
      table: "JudgeResult",
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
        r.cached,
        r.llmCallId,
        r.requirements,
        now,
      ]),
    });
    await forChunks({
      items: rows.map((r) => r.jobId),
      run: (ids) => {
        const marks = ids.map((_, i) => (postgres ? `$${i + 2}` : "?")).join(",");
        return tx.$executeRawUnsafe(
          `UPDATE "JudgeJob" SET status = 'done', "leaseUntil" = NULL, "lastError" = NULL, "updatedAt" = ${postgres ? "$1" : "?"} WHERE id IN (${marks})`,
          stamp,
          ...ids,
        );
      },
    });
    await addRunCallTotals({ tx, results: rows });
  });
}
