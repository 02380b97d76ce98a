import { sql } from "@/lib/db/client";

/**
 * An open run as workers see it: its configuration's provider (a worker claims only runs it can
 * serve) and, while the provider is down for it, when its calls resume (`pausedUntil`).
 */
export type TActiveRun = {
  id: string;
  status: string;
  provider: string;
  pausedUntil: Date | null;
};

// On the raw driver: every worker asks four times a second while runs are open.
const ACTIVE_SQL = `SELECT r.id, r.status, c.provider, r."pausedUntil" FROM "JudgeRun" r
JOIN "JudgeConfig" c ON c.id = r."configId"
WHERE r.status IN ('queued', 'running')
  AND NOT (r.mode = 'batch' AND NOT EXISTS (SELECT 1 FROM "JudgeBatch" b WHERE b."runId" = r.id))
ORDER BY r."createdAt", r.id`;

type TRow = Omit<TActiveRun, "pausedUntil"> & { pausedUntil: Date | string | number | null };

/**
 * Runs with work left (queued or running), oldest first. A batch-mode run is left out until the
 * batch worker has put its jobs into batches (lib/judge/batch); after that its jobs in a batch
 * are held there, and online workers take only what a batch handed back.
 */
export async function listActiveRuns(): Promise<TActiveRun[]> {
  const rows = await sql.query<TRow>({ sql: ACTIVE_SQL, args: [] });
  return rows.map((r) => ({
    ...r,
    pausedUntil: r.pausedUntil === null ? null : new Date(r.pausedUntil),
  }));
}
