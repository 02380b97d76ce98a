-- The judge worker's claim on PostgreSQL in one round trip (it was four: BEGIN, the advisory
-- lock, the claim, COMMIT). A VOLATILE function at READ COMMITTED takes a fresh snapshot per
-- statement, so the claim statement, run after the transaction-scoped advisory lock on the run's
-- id is granted, sees every claim of that run committed before (as the two-statement transaction
-- did). The lock key is the run's id hashed with the seed 7351 (lib/judge/queue/lock-judge-job-ids.ts).
--
-- It counts the run's jobs in flight under live leases (any worker's) but not p_released (this
-- worker's jobs whose call is over and whose verdicts are being stored), and takes the room left
-- in two index walks, each stopping after that many rows: jobs under an expired lease first (their
-- worker died), then due pending jobs in the run's position order (bug, patch, sample). SKIP
-- LOCKED passes over rows another transaction is locking (a cancel, a retry). `= ANY(ARRAY(...))`
-- updates the picked rows by primary key; "updatedAt" is set here (@updatedAt is Prisma's).
CREATE OR REPLACE FUNCTION "rubricate_claim_judge_jobs"(
  p_run TEXT,
  p_now TIMESTAMP(3),
  p_room INTEGER,
  p_worker TEXT,
  p_lease TIMESTAMP(3),
  p_released JSONB
) RETURNS TABLE (
  "id" TEXT,
  "runId" TEXT,
  "patchId" TEXT,
  "sample" INTEGER,
  "attempts" INTEGER,
  "referenceVersionId" TEXT,
  "position" INTEGER
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_run, 7351));
  RETURN QUERY
  WITH room AS (
    SELECT GREATEST(0, LEAST(p_room, COALESCE((SELECT r.concurrency FROM "JudgeRun" r WHERE r.id = p_run), 0)
      - (SELECT COUNT(*) FROM "JudgeJob" j
         WHERE j."runId" = p_run AND j.status = 'running' AND j."leaseUntil" >= p_now
           AND j.id NOT IN (SELECT jsonb_array_elements_text(p_released)))))::int AS n
  ), expired AS (
    SELECT j.id FROM "JudgeJob" j
    WHERE j."runId" = p_run AND j.status = 'running' AND j."leaseUntil" < p_now
    LIMIT (SELECT n FROM room)
    FOR UPDATE SKIP LOCKED
  ), pending AS (
    SELECT j.id FROM "JudgeJob" j
    WHERE j."runId" = p_run AND j.status = 'pending' AND j."nextAttemptAt" <= p_now
    ORDER BY j."position" LIMIT (SELECT n FROM room)
    FOR UPDATE SKIP LOCKED
  )
  UPDATE "JudgeJob" AS t
  SET status = 'running', "workerId" = p_worker, "leaseUntil" = p_lease,
    attempts = t.attempts + 1, "updatedAt" = p_now
  WHERE t.id = ANY(ARRAY(SELECT e.id FROM expired e UNION ALL SELECT p.id FROM pending p LIMIT (SELECT n FROM room)))
  RETURNING t.id, t."runId", t."patchId", t.sample, t.attempts, t."referenceVersionId", t."position";
END
$$;
