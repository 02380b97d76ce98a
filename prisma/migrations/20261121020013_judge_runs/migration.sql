-- AlterTable
ALTER TABLE "JudgeJob" ADD COLUMN "referenceVersionId" TEXT;

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
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JudgeConfig_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeConfig_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeConfig" ("createdAt", "createdById", "id", "maxTokens", "model", "name", "projectId", "promptTemplate", "promptVersion", "provider", "reference", "samples", "temperature", "version") SELECT "createdAt", "createdById", "id", "maxTokens", "model", "name", "projectId", "promptTemplate", "promptVersion", "provider", "reference", "samples", "temperature", "version" FROM "JudgeConfig";
DROP TABLE "JudgeConfig";
ALTER TABLE "new_JudgeConfig" RENAME TO "JudgeConfig";
CREATE UNIQUE INDEX "JudgeConfig_projectId_name_version_key" ON "JudgeConfig"("projectId", "name", "version");
CREATE TABLE "new_JudgeResult" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "patchId" TEXT NOT NULL,
    "sample" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "thought" TEXT NOT NULL DEFAULT '',
    "justification" TEXT NOT NULL DEFAULT '',
    "confidence" REAL,
    "cached" BOOLEAN NOT NULL DEFAULT false,
    "llmCallId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JudgeResult_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JudgeRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeResult_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "JudgeJob" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeResult_patchId_fkey" FOREIGN KEY ("patchId") REFERENCES "Patch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeResult_llmCallId_fkey" FOREIGN KEY ("llmCallId") REFERENCES "LlmCall" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeResult" ("confidence", "createdAt", "id", "jobId", "justification", "label", "llmCallId", "patchId", "runId", "sample", "thought") SELECT "confidence", "createdAt", "id", "jobId", "justification", "label", "llmCallId", "patchId", "runId", "sample", "thought" FROM "JudgeResult";
DROP TABLE "JudgeResult";
ALTER TABLE "new_JudgeResult" RENAME TO "JudgeResult";
CREATE UNIQUE INDEX "JudgeResult_jobId_key" ON "JudgeResult"("jobId");
CREATE UNIQUE INDEX "JudgeResult_runId_patchId_sample_key" ON "JudgeResult"("runId", "patchId", "sample");
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
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    CONSTRAINT "JudgeRun_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_configId_fkey" FOREIGN KEY ("configId") REFERENCES "JudgeConfig" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeRun" ("campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "projectId", "startedAt", "status", "total") SELECT "campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "projectId", "startedAt", "status", "total" FROM "JudgeRun";
DROP TABLE "JudgeRun";
ALTER TABLE "new_JudgeRun" RENAME TO "JudgeRun";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "JudgeJob_status_nextAttemptAt_idx" ON "JudgeJob"("status", "nextAttemptAt");
