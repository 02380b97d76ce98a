-- AlterTable
ALTER TABLE "JudgeRun" ADD COLUMN     "pauseReason" TEXT,
ADD COLUMN     "pausedAt" TIMESTAMP(3),
ADD COLUMN     "pausedUntil" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "JudgeWorker" (
    "id" TEXT NOT NULL,
    "serves" TEXT NOT NULL DEFAULT '[]',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JudgeWorker_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JudgeWorker_seenAt_idx" ON "JudgeWorker"("seenAt");
