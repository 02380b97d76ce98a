-- AlterTable
ALTER TABLE "JudgeResult" ADD COLUMN "score" REAL;

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
    "origin" TEXT NOT NULL DEFAULT 'internal',
    "source" TEXT,
    "scoreRule" TEXT NOT NULL DEFAULT '{}',
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    CONSTRAINT "JudgeRun_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_configId_fkey" FOREIGN KEY ("configId") REFERENCES "JudgeConfig" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JudgeRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JudgeRun" ("campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "projectId", "skipped", "startedAt", "status", "total") SELECT "campaignId", "concurrency", "configId", "createdAt", "createdById", "filter", "finishedAt", "id", "projectId", "skipped", "startedAt", "status", "total" FROM "JudgeRun";
DROP TABLE "JudgeRun";
ALTER TABLE "new_JudgeRun" RENAME TO "JudgeRun";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
