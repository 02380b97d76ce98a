-- AlterTable
ALTER TABLE "JudgeRun" ADD COLUMN "pauseReason" TEXT;
ALTER TABLE "JudgeRun" ADD COLUMN "pausedAt" DATETIME;
ALTER TABLE "JudgeRun" ADD COLUMN "pausedUntil" DATETIME;

-- CreateTable
CREATE TABLE "JudgeWorker" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "serves" TEXT NOT NULL DEFAULT '[]',
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "JudgeWorker_seenAt_idx" ON "JudgeWorker"("seenAt");
