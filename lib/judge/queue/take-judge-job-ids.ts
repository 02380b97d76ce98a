import { sql } from "@/lib/db/client";
import type { TClaimedRow } from "./claimed-row";

// SQLite runs one write statement at a time, so this single UPDATE reads the run's limit, counts
// the calls in flight under live leases (every worker's jobs, but not the ids the claiming worker
// says are answered), and takes at most the room left, or, only when there is none and no other
// worker holds jobs of the run, `slack` jobs claimed ahead (to wait here for the slot of one of the
// worker's calls: the jobs claimed ahead count as calls for every claim, so they must not keep
// another worker from calling): two workers can never start more calls together than the run allows.
// The room is materialized once and returned with every row (`free`); two
// index walks stop after that many rows (one WHERE with the OR would read and sort every due job
// of the run). Jobs under an expired lease (their worker died or gave up on them) come first; due
// pending jobs follow in the run's `position` order (bug, patch, sample) along the (runId, status,
// position) index, so the jobs of one bug go out together. Dates are Prisma's SQLite text form,
// which sorts as time does.
const TAKE_SQL = `
WITH free AS (
  SELECT COALESCE((SELECT concurrency FROM "JudgeRun" WHERE id = ?), 0)
    - (SELECT COUNT(*) FROM "JudgeJob" WHERE "runId" = ? AND status = 'running' AND "leaseUntil" >= ?
      AND id NOT IN (SELECT value FROM json_each(?))) AS n
), room AS (
  SELECT MAX(0, CASE WHEN (SELECT n FROM free) > 0 THEN MIN(?, (SELECT n FROM free))
    WHEN EXISTS (SELECT 1 FROM "JudgeJob" WHERE "runId" = ? AND status = 'running' AND "leaseUntil" >= ?
      AND "workerId" <> ?) THEN 0
    ELSE ? END) AS n
)
UPDATE "JudgeJob"
SET status = 'running', "workerId" = ?, "leaseUntil" = ?, attempts = attempts + 1, "updatedAt" = ?
WHERE id IN (
  SELECT id FROM (SELECT id FROM "JudgeJob" WHERE "runId" = ? AND status = 'running' AND "leaseUntil" < ? LIMIT (SELECT n FROM room))
  UNION ALL
  SELECT id FROM (SELECT id FROM "JudgeJob" INDEXED BY "JudgeJob_runId_status_position_idx"
    WHERE "runId" = ? AND status = 'pending' AND "nextAttemptAt" <= ? ORDER BY "position" LIMIT (SELECT n FROM room))
  LIMIT (SELECT n FROM room)
)
RETURNING id, "runId", "patchId", sample, attempts, "referenceVersionId", "position", (SELECT n FROM free) AS free`;

const sqliteDate = (d: Date) => d.toISOString().replace("Z", "+00:00");

/**
 * SQLite only: claims up to `room` due jobs of one run for `workerId` to call, never more than
 * the run's concurrency limit minus the calls in flight, or, when the run is full and no other
 * worker holds jobs of it, `slack` jobs claimed ahead, in one atomic statement; returns the claimed rows (in no particular order) with
 * the room for calls before the claim (`free`).
 * `released`: ids of this worker's jobs whose call is over (their verdicts are being stored):
 * not calls in flight, so not counted while still running.
 */
export async function takeJudgeJobIds(options: {
  runId: string;
  workerId: string;
  room: number;
  slack?: number;
  released: readonly string[];
  now: Date;
  leaseUntil: Date;
}): Promise<TClaimedRow[]> {
  const { runId, workerId, room, released, now, leaseUntil } = options;
  if (room <= 0 && (options.slack ?? 0) <= 0) return [];
  const at = sqliteDate(now);
  return sql.query<TClaimedRow>({
    sql: TAKE_SQL,
    args: [
      runId,
      runId,
      at,
      JSON.stringify(released),
      room,
      runId,
      at,
      workerId,
      options.slack ?? 0,
      workerId,
      sqliteDate(leaseUntil),
      at,
      runId,
      at,
      runId,
      at,
    ],
  });
}
