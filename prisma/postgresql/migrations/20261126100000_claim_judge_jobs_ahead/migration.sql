-- The judge claim (20261126063000_claim_judge_jobs_function) learns to claim ahead: when the run
-- has no room for calls and no other worker holds jobs of it (jobs claimed ahead count as calls
-- for every claim, so they must not keep another worker from calling), p_slack jobs,
-- which wait in the claiming worker for the slot of one of its calls of that run
-- (lib/jobs/create-job-worker.ts, prefetch). Each row also carries its patch and bug (what the
-- worker judges; a second round trip before), and that room
-- ("free": the run's limit minus its calls in flight, before this claim), so the worker knows
-- how many of the rows may call at once (the worker's own waiting jobs count as calls there). The
-- rest is as before: the advisory lock on the run's id (seed 7351), then the claim with a fresh
-- snapshot.
DROP FUNCTION IF EXISTS "rubricate_claim_judge_jobs"(TEXT, TIMESTAMP(3), INTEGER, TEXT, TIMESTAMP(3), JSONB);

CREATE OR REPLACE FUNCTION "rubricate_claim_judge_jobs"(
  p_run TEXT,
  p_now TIMESTAMP(3),
  p_room INTEGER,
  p_worker TEXT,
  p_lease TIMESTAMP(3),
  p_released JSONB,
  p_slack INTEGER
) RETURNS TABLE (
  "id" TEXT,
  "runId" TEXT,
  "patchId" TEXT,
  "sample" INTEGER,
  "attempts" INTEGER,
  "referenceVersionId" TEXT,
  "position" INTEGER,
  "free" INTEGER,
  "diff" TEXT,
  "externalId" TEXT,
  "title" TEXT,
  "bugType" TEXT,
  "language" TEXT,
  "report" TEXT,
  "groundTruthPatch" TEXT
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_run, 7351));
  RETURN QUERY
  WITH open_slots AS (
    SELECT (COALESCE((SELECT r.concurrency FROM "JudgeRun" r WHERE r.id = p_run), 0)
      - (SELECT COUNT(*) FROM "JudgeJob" j
         WHERE j."runId" = p_run AND j.status = 'running' AND j."leaseUntil" >= p_now
           AND j.id NOT IN (SELECT jsonb_array_elements_text(p_released))))::int AS n
  ), room AS (
    SELECT GREATEST(0, CASE WHEN (SELECT n FROM open_slots) > 0
      THEN LEAST(p_room, (SELECT n FROM open_slots))
      WHEN EXISTS (SELECT 1 FROM "JudgeJob" o WHERE o."runId" = p_run AND o.status = 'running'
        AND o."leaseUntil" >= p_now AND o."workerId" <> p_worker) THEN 0
      ELSE p_slack END)::int AS n
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
  FROM "Patch" pa JOIN "Bug" b ON b.id = pa."bugId"
  WHERE t.id = ANY(ARRAY(SELECT e.id FROM expired e UNION ALL SELECT p.id FROM pending p LIMIT (SELECT n FROM room)))
    AND pa.id = t."patchId"
  RETURNING t.id, t."runId", t."patchId", t.sample, t.attempts, t."referenceVersionId", t."position",
    (SELECT n FROM open_slots), pa.diff, b."externalId", b.title, b."bugType", b.language, b.report,
    b."groundTruthPatch";
END
$$;
