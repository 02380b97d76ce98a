-- AlterTable
ALTER TABLE "JudgeJob" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "JudgeJob_runId_status_position_idx" ON "JudgeJob"("runId", "status", "position");
