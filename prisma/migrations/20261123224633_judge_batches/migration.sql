-- CreateTable
CREATE TABLE "JudgeBatch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "providerStatus" TEXT,
    "providerBatchId" TEXT,
    "inputFileId" TEXT,
    "outputFileId" TEXT,
    "errorFileId" TEXT,
    "requestCount" INTEGER NOT NULL DEFAULT 0,
    "succeeded" INTEGER NOT NULL DEFAULT 0,
    "errored" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "workerId" TEXT,
    "leaseUntil" DATETIME,
    "nextPollAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "submittedAt" DATETIME,
    "endedAt" DATETIME,
    "collectedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "JudgeBatch_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JudgeRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

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
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "mode" TEXT NOT NULL DEFAULT 'online',
    CONSTRAINT "JudgeRun_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_configId_fkey" FOREIGN KEY ("configId") REFERENCES "JudgeConfig" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeRun" ("campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "projectId", "skipped", "startedAt", "status", "total") SELECT "campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "projectId", "skipped", "startedAt", "status", "total" FROM "JudgeRun";
DROP TABLE "JudgeRun";
ALTER TABLE "new_JudgeRun" RENAME TO "JudgeRun";
CREATE TABLE "new_LlmCall" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "requestHash" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "promptTemplate" TEXT,
    "promptVersion" TEXT,
    "prompt" TEXT NOT NULL,
    "rawOutput" TEXT,
    "error" TEXT,
    "inputTokens" INTEGER,
    "outputTokens" INTEGER,
    "latencyMs" INTEGER,
    "costUsd" REAL,
    "logprobs" TEXT,
    "batch" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_LlmCall" ("costUsd", "createdAt", "error", "id", "inputTokens", "latencyMs", "logprobs", "model", "outputTokens", "params", "prompt", "promptTemplate", "promptVersion", "provider", "purpose", "rawOutput", "requestHash") SELECT "costUsd", "createdAt", "error", "id", "inputTokens", "latencyMs", "logprobs", "model", "outputTokens", "params", "prompt", "promptTemplate", "promptVersion", "provider", "purpose", "rawOutput", "requestHash" FROM "LlmCall";
DROP TABLE "LlmCall";
ALTER TABLE "new_LlmCall" RENAME TO "LlmCall";
CREATE INDEX "LlmCall_requestHash_idx" ON "LlmCall"("requestHash");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "JudgeBatch_status_nextPollAt_idx" ON "JudgeBatch"("status", "nextPollAt");

-- CreateIndex
CREATE UNIQUE INDEX "JudgeBatch_runId_seq_key" ON "JudgeBatch"("runId", "seq");
