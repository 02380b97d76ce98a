-- AlterTable
ALTER TABLE "Patch" ADD COLUMN "authorLabel" TEXT;
ALTER TABLE "Patch" ADD COLUMN "failToPassPassed" INTEGER;
ALTER TABLE "Patch" ADD COLUMN "failToPassTotal" INTEGER;
ALTER TABLE "Patch" ADD COLUMN "passToPassPassed" INTEGER;
ALTER TABLE "Patch" ADD COLUMN "passToPassTotal" INTEGER;
ALTER TABLE "Patch" ADD COLUMN "testLog" TEXT;
ALTER TABLE "Patch" ADD COLUMN "trajectoryId" TEXT;

-- AlterTable
ALTER TABLE "PatchSource" ADD COLUMN "authorLabel" TEXT;
ALTER TABLE "PatchSource" ADD COLUMN "failToPassPassed" INTEGER;
ALTER TABLE "PatchSource" ADD COLUMN "failToPassTotal" INTEGER;
ALTER TABLE "PatchSource" ADD COLUMN "passToPassPassed" INTEGER;
ALTER TABLE "PatchSource" ADD COLUMN "passToPassTotal" INTEGER;
ALTER TABLE "PatchSource" ADD COLUMN "testLog" TEXT;
ALTER TABLE "PatchSource" ADD COLUMN "trajectoryId" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Bug" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "title" TEXT,
    "report" TEXT NOT NULL,
    "bugType" TEXT,
    "language" TEXT,
    "groundTruthPatch" TEXT NOT NULL,
    "metadata" TEXT NOT NULL DEFAULT '{}',
    "importJobId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "originalFiles" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "Bug_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Bug_importJobId_fkey" FOREIGN KEY ("importJobId") REFERENCES "ImportJob" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Bug" ("bugType", "createdAt", "externalId", "groundTruthPatch", "id", "importJobId", "language", "metadata", "projectId", "report", "title", "updatedAt") SELECT "bugType", "createdAt", "externalId", "groundTruthPatch", "id", "importJobId", "language", "metadata", "projectId", "report", "title", "updatedAt" FROM "Bug";
DROP TABLE "Bug";
ALTER TABLE "new_Bug" RENAME TO "Bug";
CREATE INDEX "Bug_projectId_bugType_idx" ON "Bug"("projectId", "bugType");
CREATE UNIQUE INDEX "Bug_projectId_externalId_key" ON "Bug"("projectId", "externalId");
CREATE TABLE "new_Project" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "successCriterion" TEXT NOT NULL DEFAULT 'tests',
    "successCampaignId" TEXT,
    "successRunId" TEXT
);
INSERT INTO "new_Project" ("createdAt", "description", "id", "name", "slug", "updatedAt") SELECT "createdAt", "description", "id", "name", "slug", "updatedAt" FROM "Project";
DROP TABLE "Project";
ALTER TABLE "new_Project" RENAME TO "Project";
CREATE UNIQUE INDEX "Project_slug_key" ON "Project"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
