-- CreateIndex
CREATE INDEX "JudgeResult_runId_createdAt_idx" ON "JudgeResult"("runId", "createdAt");
