import { sql } from "@/lib/db/client";
import type { TClaimedRow } from "./claimed-row";

// After the run's row is locked, one statement counts the jobs in flight under live leases (its
// snapshot starts after the lock is granted, so it sees every claim committed before), and takes
// the room left in two index walks, each stopping after that many rows (one WHERE with the OR
// would read and sort every due job of the run). Jobs under an expired lease (their worker died)
// come first: they have waited longest; due pending jobs follow in the run's `position` order
// (bug, patch, sample), so the jobs of one bug go out together. SKIP LOCKED passes over rows
// another transaction is locking right now (a cancel, a retry) instead of waiting for them.
// `= ANY(ARRAY(…))` updates the picked rows by primary key (with a join the planner may hash the
// whole table). `updatedAt` is set here: @updatedAt is Prisma's, not a default.
const CLAIM_SQL = `
WITH room AS (
  SELECT GREATEST(0, LEAST($3::int, COALESCE((SELECT concurrency FROM "JudgeRun" WHERE id = $1), 0)
    - (SELECT COUNT(*) FROM "JudgeJob"
    WHERE "runId" = $1 AND status = 'running' AND "leaseUntil" >= $2 AND id NOT IN (SELECT jsonb_array_elements_text($6::jsonb)))))::int AS n
), expired AS (
  SELECT id FROM "JudgeJob"
  WHERE "runId" = $1 AND status = 'running' AND "leaseUntil" < $2
  LIMIT (SELECT n FROM room)
  FOR UPDATE SKIP LOCKED
), pending AS (
  SELECT id FROM "JudgeJob"
  WHERE "runId" = $1 AND status = 'pending' AND "nextAttemptAt" <= $2
  ORDER BY "position" LIMIT (SELECT n FROM room)
  FOR UPDATE SKIP LOCKED
)
UPDATE "JudgeJob"
SET status = 'running', "workerId" = $4, "leaseUntil" = $5, attempts = attempts + 1, "updatedAt" = $2
WHERE id = ANY(ARRAY(SELECT id FROM expired UNION ALL SELECT id FROM pending LIMIT (SELECT n FROM room)))
RETURNING id, "runId", "patchId", sample, attempts, "referenceVersionId", "position"`;

/**
 * Seeds the claim lock's key (a transaction-scoped advisory lock on the run's id). Not the run's
 * row: the result writer updates that row (its call totals) as it stores verdicts, and a row lock
 * would make every claim wait for the writer's commit and every write for the claims.
 */
const CLAIM_LOCK_SEED = 7351;

/**
 * PostgreSQL only: claims up to `room` due jobs of one run for `workerId`, never more than the
 * run's concurrency limit minus the jobs already in flight under live leases (any worker's);
 * `released`: ids of this worker's jobs whose call is over (only their verdicts are being stored),
 * not counted while still running.
 * Claims of one run are serialized by an advisory lock on its id, and at READ COMMITTED the claim
 * statement after the lock sees the claims committed before it, so two workers never exceed
 * the limit together; the job rows themselves are taken with FOR UPDATE SKIP LOCKED.
 */
export async function lockJudgeJobIds(options: {
  runId: string;
  workerId: string;
  room: number;
  released: readonly string[];
  now: Date;
  leaseUntil: Date;
}): Promise<TClaimedRow[]> {
  const { runId, workerId, room, released, now, leaseUntil } = options;
  if (room <= 0) return [];
  // Two statements, so the claim's snapshot is taken after the lock is granted.
  const [, rows] = await sql.transaction([
    {
      sql: `SELECT pg_advisory_xact_lock(hashtextextended($1, ${CLAIM_LOCK_SEED}))`,
      args: [runId],
    },
    { sql: CLAIM_SQL, args: [runId, now, room, workerId, leaseUntil, JSON.stringify(released)] },
  ]);
  return rows as TClaimedRow[];
}
