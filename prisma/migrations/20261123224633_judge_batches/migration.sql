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

-- AlterTable (added in place: a table rebuild would have to restate every column, and a
-- rebuild written before a later column existed would drop it)
ALTER TABLE "JudgeRun" ADD COLUMN "mode" TEXT NOT NULL DEFAULT 'online';
ALTER TABLE "LlmCall" ADD COLUMN "batch" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "JudgeBatch_status_nextPollAt_idx" ON "JudgeBatch"("status", "nextPollAt");

-- CreateIndex
CREATE UNIQUE INDEX "JudgeBatch_runId_seq_key" ON "JudgeBatch"("runId", "seq");
