-- CreateIndex
CREATE INDEX "JudgeJob_runId_sample_position_patchId_idx" ON "JudgeJob"("runId", "sample", "position", "patchId");

-- Backfill: runs made before positions existed (and imported external runs) have every job at
-- position 0. Number their jobs in result order (bug, patch, sample) so the results list can
-- page through them by position; runs that already have positions keep them.
UPDATE "JudgeJob" SET "position" = r."n"
FROM (
  SELECT j."id", ROW_NUMBER() OVER (
    PARTITION BY j."runId" ORDER BY b."externalId", p."externalId", j."patchId", j."sample"
  ) - 1 AS "n"
  FROM "JudgeJob" j
  JOIN "Patch" p ON p."id" = j."patchId"
  JOIN "Bug" b ON b."id" = p."bugId"
  WHERE j."runId" IN (SELECT "runId" FROM "JudgeJob" GROUP BY "runId" HAVING MAX("position") = 0)
) AS r
WHERE "JudgeJob"."id" = r."id";
