-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_JudgeJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "patchId" TEXT NOT NULL,
    "sample" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "workerId" TEXT,
    "leaseUntil" DATETIME,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "referenceVersionId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "JudgeJob_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JudgeRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeJob_patchId_fkey" FOREIGN KEY ("patchId") REFERENCES "Patch" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_JudgeJob" ("attempts", "createdAt", "id", "lastError", "leaseUntil", "nextAttemptAt", "patchId", "referenceVersionId", "runId", "sample", "status", "updatedAt", "workerId") SELECT "attempts", "createdAt", "id", "lastError", "leaseUntil", "nextAttemptAt", "patchId", "referenceVersionId", "runId", "sample", "status", "updatedAt", "workerId" FROM "JudgeJob";
DROP TABLE "JudgeJob";
ALTER TABLE "new_JudgeJob" RENAME TO "JudgeJob";
CREATE INDEX "JudgeJob_runId_status_nextAttemptAt_idx" ON "JudgeJob"("runId", "status", "nextAttemptAt");
CREATE INDEX "JudgeJob_runId_status_position_idx" ON "JudgeJob"("runId", "status", "position");
CREATE INDEX "JudgeJob_status_nextAttemptAt_idx" ON "JudgeJob"("status", "nextAttemptAt");
CREATE UNIQUE INDEX "JudgeJob_runId_patchId_sample_key" ON "JudgeJob"("runId", "patchId", "sample");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
