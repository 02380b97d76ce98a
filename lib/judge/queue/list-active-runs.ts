import { sql } from "@/lib/db/client";

export type TActiveRun = { id: string; status: string };

// On the raw driver: every worker asks four times a second while runs are open.
const ACTIVE_SQL = `SELECT r.id, r.status FROM "JudgeRun" r
WHERE r.status IN ('queued', 'running')
  AND NOT (r.mode = 'batch' AND NOT EXISTS (SELECT 1 FROM "JudgeBatch" b WHERE b."runId" = r.id))
ORDER BY r."createdAt", r.id`;

/**
 * Runs with work left (queued or running), oldest first. A batch-mode run is left out until the
 * batch worker has put its jobs into batches (lib/judge/batch); after that its jobs in a batch
 * are held there, and online workers take only what a batch handed back.
 */
export async function listActiveRuns(): Promise<TActiveRun[]> {
  return sql.query<TActiveRun>({ sql: ACTIVE_SQL, args: [] });
}
