-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_JudgeRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "configId" TEXT NOT NULL,
    "campaignId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "concurrency" INTEGER NOT NULL DEFAULT 4,
    "filter" TEXT NOT NULL DEFAULT '{}',
    "total" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "origin" TEXT NOT NULL DEFAULT 'internal',
    "source" TEXT,
    "scoreRule" TEXT NOT NULL DEFAULT '{}',
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "mode" TEXT NOT NULL DEFAULT 'online',
    "llmCalls" INTEGER NOT NULL DEFAULT 0,
    "cachedCalls" INTEGER NOT NULL DEFAULT 0,
    "inputTokens" REAL NOT NULL DEFAULT 0,
    "outputTokens" REAL NOT NULL DEFAULT 0,
    "cachedInputTokens" REAL NOT NULL DEFAULT 0,
    "cacheWriteTokens" REAL NOT NULL DEFAULT 0,
    "costUsd" REAL,
    CONSTRAINT "JudgeRun_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_configId_fkey" FOREIGN KEY ("configId") REFERENCES "JudgeConfig" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeRun" ("campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "mode", "origin", "projectId", "scoreRule", "skipped", "source", "startedAt", "status", "total") SELECT "campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "mode", "origin", "projectId", "scoreRule", "skipped", "source", "startedAt", "status", "total" FROM "JudgeRun";
DROP TABLE "JudgeRun";
ALTER TABLE "new_JudgeRun" RENAME TO "JudgeRun";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Backfill: the totals of the results stored before this migration (as sum-run-calls reads them).
UPDATE "JudgeRun" SET ("llmCalls", "inputTokens", "outputTokens", "cachedInputTokens", "cacheWriteTokens", "costUsd") = (
  SELECT COUNT(*), COALESCE(SUM(c."inputTokens"), 0), COALESCE(SUM(c."outputTokens"), 0),
    COALESCE(SUM(c."cachedInputTokens"), 0), COALESCE(SUM(c."cacheWriteTokens"), 0), SUM(c."costUsd")
  FROM "LlmCall" c
  WHERE c.id IN (SELECT r."llmCallId" FROM "JudgeResult" r WHERE r."runId" = "JudgeRun".id AND NOT r.cached)
),
"cachedCalls" = (SELECT COUNT(*) FROM "JudgeResult" r WHERE r."runId" = "JudgeRun".id AND r.cached);
