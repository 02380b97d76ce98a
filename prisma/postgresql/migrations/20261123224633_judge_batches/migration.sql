-- AlterTable
ALTER TABLE "JudgeRun" ADD COLUMN     "mode" TEXT NOT NULL DEFAULT 'online';

-- AlterTable
ALTER TABLE "LlmCall" ADD COLUMN     "batch" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "JudgeBatch" (
    "id" TEXT NOT NULL,
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
    "leaseUntil" TIMESTAMP(3),
    "nextPollAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "submittedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "collectedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JudgeBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JudgeBatch_status_nextPollAt_idx" ON "JudgeBatch"("status", "nextPollAt");

-- CreateIndex
CREATE UNIQUE INDEX "JudgeBatch_runId_seq_key" ON "JudgeBatch"("runId", "seq");

-- AddForeignKey
ALTER TABLE "JudgeBatch" ADD CONSTRAINT "JudgeBatch_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JudgeRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
