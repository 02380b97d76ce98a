import { prisma } from "@/lib/db/client";

// Two index walks on (runId, status, nextAttemptAt), each stopping after `room` rows (one
// WHERE with the OR would read and sort every due job of the run). Jobs under an expired
// lease (their worker died) come first: they have waited longest, and that walk only reads
// the run's running jobs, a few per worker; the pending walk runs only if it found fewer than
// `room`. SKIP LOCKED passes over rows another worker's claim is locking right now instead of
// waiting for them; a row whose claim committed after this statement began is re-read and
// re-checked against the WHERE before it is locked (READ COMMITTED), so it is never claimed
// twice. `= ANY(ARRAY(…))` updates the picked rows by primary key (with a join the planner
// may hash the whole table). `updatedAt` is set here: @updatedAt is Prisma's, not a default.
const CLAIM_SQL = `
WITH expired AS (
  SELECT id FROM "JudgeJob"
  WHERE "runId" = $1 AND status = 'running' AND "leaseUntil" < $2
  LIMIT $3
  FOR UPDATE SKIP LOCKED
), pending AS (
  SELECT id FROM "JudgeJob"
  WHERE "runId" = $1 AND status = 'pending' AND "nextAttemptAt" <= $2
  ORDER BY "nextAttemptAt" LIMIT $3
  FOR UPDATE SKIP LOCKED
)
UPDATE "JudgeJob"
SET status = 'running', "workerId" = $4, "leaseUntil" = $5, attempts = attempts + 1, "updatedAt" = $2
WHERE id = ANY(ARRAY(SELECT id FROM expired UNION ALL SELECT id FROM pending LIMIT $3))
RETURNING id`;

/**
 * PostgreSQL only: claims up to `room` due jobs of one run for `workerId` in one statement,
 * locking the candidate rows (FOR UPDATE SKIP LOCKED), and returns their ids. Workers never
 * wait on or collide over the same candidates, unlike a read-then-compare-and-set claim
 * where every worker reads the same oldest jobs and all but one lose the race.
 */
export async function lockJudgeJobIds(options: { runId: string; workerId: string; room: number; now: Date; leaseUntil: Date }): Promise<string[]> {
  const { runId, workerId, room, now, leaseUntil } = options;
  const rows = await prisma.$queryRawUnsafe<{ id: string }[]>(CLAIM_SQL, runId, now, room, workerId, leaseUntil);
  return rows.map((r) => r.id);
}
