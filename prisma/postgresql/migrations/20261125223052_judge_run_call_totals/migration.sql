-- AlterTable
ALTER TABLE "JudgeRun" ADD COLUMN     "cacheWriteTokens" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "cachedCalls" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "cachedInputTokens" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "costUsd" DOUBLE PRECISION,
ADD COLUMN     "inputTokens" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "llmCalls" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "outputTokens" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- Backfill: the totals of the results stored before this migration (as sum-run-calls reads them).
UPDATE "JudgeRun" SET ("llmCalls", "inputTokens", "outputTokens", "cachedInputTokens", "cacheWriteTokens", "costUsd") = (
  SELECT COUNT(*), COALESCE(SUM(c."inputTokens"), 0), COALESCE(SUM(c."outputTokens"), 0),
    COALESCE(SUM(c."cachedInputTokens"), 0), COALESCE(SUM(c."cacheWriteTokens"), 0), SUM(c."costUsd")
  FROM "LlmCall" c
  WHERE c.id IN (SELECT r."llmCallId" FROM "JudgeResult" r WHERE r."runId" = "JudgeRun".id AND NOT r.cached)
),
"cachedCalls" = (SELECT COUNT(*) FROM "JudgeResult" r WHERE r."runId" = "JudgeRun".id AND r.cached);
