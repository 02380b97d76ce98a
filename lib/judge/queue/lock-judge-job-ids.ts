import { prisma } from "@/lib/db/client";

// Two index walks on (runId, status, nextAttemptAt), each stopping after `room` rows (one
// WHERE with the OR would read and sort every due job of the run). Jobs under an expired
// lease (their worker died) come first: they have waited longest, and that walk only reads
// the run's running jobs, a few per worker; the pending walk runs only if it found fewer than
// `room`. SKIP LOCKED passes over rows another transaction is locking right now (a cancel, a
// retry) instead of waiting for them. `= ANY(ARRAY(…))` updates the picked rows by primary key
// (with a join the planner may hash the whole table). `updatedAt` is set here: @updatedAt is
// Prisma's, not a default.
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
 * PostgreSQL only: claims up to `room` due jobs of one run for `workerId`, never more than the
 * run's concurrency limit minus the jobs already in flight under live leases (any worker's).
 * Claims of one run are serialized by a lock on its row, and at READ COMMITTED each statement
 * after the lock sees the claims committed before it, so two workers never exceed the limit
 * together; the job rows themselves are taken with FOR UPDATE SKIP LOCKED.
 */
export async function lockJudgeJobIds(options: {
  runId: string;
  workerId: string;
  room: number;
  now: Date;
  leaseUntil: Date;
}): Promise<string[]> {
  const { runId, workerId, room, now, leaseUntil } = options;
  if (room <= 0) return [];
  return prisma.$transaction(async (tx) => {
    const [run] = await tx.$queryRawUnsafe<{ concurrency: number }[]>(
      `SELECT concurrency FROM "JudgeRun" WHERE id = $1 FOR UPDATE`,
      runId,
    );
    if (!run) return [];
    const [inFlight] = await tx.$queryRawUnsafe<{ n: number }[]>(
      `SELECT COUNT(*)::int AS n FROM "JudgeJob" WHERE "runId" = $1 AND status = 'running' AND "leaseUntil" >= $2`,
      runId,
      now,
    );
    const take = Math.min(room, run.concurrency - (inFlight?.n ?? 0));
    if (take <= 0) return [];
    const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
      CLAIM_SQL,
      runId,
      now,
      take,
      workerId,
      leaseUntil,
    );
    return rows.map((r) => r.id);
  });
}
