-- CreateTable
CREATE TABLE "DraftJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "bugId" TEXT NOT NULL,
    "batchId" TEXT NOT NULL,
    "format" TEXT NOT NULL DEFAULT 'templated',
    "engine" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "bypassCache" BOOLEAN NOT NULL DEFAULT false,
    "createdById" TEXT,
    "leaseUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DraftJob_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DraftJob_bugId_fkey" FOREIGN KEY ("bugId") REFERENCES "Bug" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Rubric" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bugId" TEXT NOT NULL,
    "format" TEXT NOT NULL DEFAULT 'templated',
    "status" TEXT NOT NULL DEFAULT 'drafting',
    "editorId" TEXT,
    "currentVersionId" TEXT,
    "goldenVersionId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Rubric_bugId_fkey" FOREIGN KEY ("bugId") REFERENCES "Bug" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Rubric_editorId_fkey" FOREIGN KEY ("editorId") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Rubric_currentVersionId_fkey" FOREIGN KEY ("currentVersionId") REFERENCES "RubricVersion" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Rubric_goldenVersionId_fkey" FOREIGN KEY ("goldenVersionId") REFERENCES "RubricVersion" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Rubric" ("bugId", "createdAt", "currentVersionId", "editorId", "format", "goldenVersionId", "id", "status", "updatedAt") SELECT "bugId", "createdAt", "currentVersionId", "editorId", "format", "goldenVersionId", "id", "status", "updatedAt" FROM "Rubric";
DROP TABLE "Rubric";
ALTER TABLE "new_Rubric" RENAME TO "Rubric";
CREATE UNIQUE INDEX "Rubric_currentVersionId_key" ON "Rubric"("currentVersionId");
CREATE UNIQUE INDEX "Rubric_goldenVersionId_key" ON "Rubric"("goldenVersionId");
CREATE INDEX "Rubric_status_idx" ON "Rubric"("status");
CREATE UNIQUE INDEX "Rubric_bugId_format_key" ON "Rubric"("bugId", "format");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "DraftJob_status_createdAt_idx" ON "DraftJob"("status", "createdAt");

-- CreateIndex
CREATE INDEX "DraftJob_batchId_idx" ON "DraftJob"("batchId");
