-- CreateTable
CREATE TABLE "ProjectRuleSet" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "rules" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProjectRuleSet_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProjectRuleSet_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_JudgeConfig" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "temperature" REAL NOT NULL DEFAULT 0,
    "maxTokens" INTEGER NOT NULL DEFAULT 2048,
    "samples" INTEGER NOT NULL DEFAULT 1,
    "promptTemplate" TEXT NOT NULL,
    "promptVersion" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "threshold" REAL,
    "specWriter" TEXT,
    "rules" TEXT NOT NULL DEFAULT 'none',
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JudgeConfig_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeConfig_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeConfig" ("createdAt", "createdById", "description", "id", "maxTokens", "model", "name", "projectId", "promptTemplate", "promptVersion", "provider", "reference", "samples", "specWriter", "temperature", "threshold", "version") SELECT "createdAt", "createdById", "description", "id", "maxTokens", "model", "name", "projectId", "promptTemplate", "promptVersion", "provider", "reference", "samples", "specWriter", "temperature", "threshold", "version" FROM "JudgeConfig";
DROP TABLE "JudgeConfig";
ALTER TABLE "new_JudgeConfig" RENAME TO "JudgeConfig";
CREATE UNIQUE INDEX "JudgeConfig_projectId_name_version_key" ON "JudgeConfig"("projectId", "name", "version");
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
    "ruleSetId" TEXT,
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
    "pausedAt" DATETIME,
    "pausedUntil" DATETIME,
    "pauseReason" TEXT,
    CONSTRAINT "JudgeRun_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_configId_fkey" FOREIGN KEY ("configId") REFERENCES "JudgeConfig" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_ruleSetId_fkey" FOREIGN KEY ("ruleSetId") REFERENCES "ProjectRuleSet" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeRun" ("cacheWriteTokens", "cachedCalls", "cachedInputTokens", "campaignId", "concurrency", "configId", "costUsd", "createdAt", "createdById", "filter", "finishedAt", "id", "inputTokens", "llmCalls", "mode", "origin", "outputTokens", "pauseReason", "pausedAt", "pausedUntil", "projectId", "scoreRule", "skipped", "source", "startedAt", "status", "total") SELECT "cacheWriteTokens", "cachedCalls", "cachedInputTokens", "campaignId", "concurrency", "configId", "costUsd", "createdAt", "createdById", "filter", "finishedAt", "id", "inputTokens", "llmCalls", "mode", "origin", "outputTokens", "pauseReason", "pausedAt", "pausedUntil", "projectId", "scoreRule", "skipped", "source", "startedAt", "status", "total" FROM "JudgeRun";
DROP TABLE "JudgeRun";
ALTER TABLE "new_JudgeRun" RENAME TO "JudgeRun";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ProjectRuleSet_projectId_version_key" ON "ProjectRuleSet"("projectId", "version");
