-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Campaign" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "instructions" TEXT NOT NULL DEFAULT '',
    "ratersPerPatch" INTEGER NOT NULL DEFAULT 3,
    "allowUnsure" BOOLEAN NOT NULL DEFAULT false,
    "showGroundTruth" BOOLEAN NOT NULL DEFAULT false,
    "selection" TEXT NOT NULL DEFAULT '{}',
    "phase" TEXT NOT NULL DEFAULT 'labelling',
    "kind" TEXT NOT NULL DEFAULT 'assigned',
    "revealedAt" DATETIME,
    "closedAt" DATETIME,
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Campaign_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Campaign_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Campaign" ("allowUnsure", "createdAt", "createdById", "id", "instructions", "name", "phase", "projectId", "ratersPerPatch", "selection", "showGroundTruth", "updatedAt") SELECT "allowUnsure", "createdAt", "createdById", "id", "instructions", "name", "phase", "projectId", "ratersPerPatch", "selection", "showGroundTruth", "updatedAt" FROM "Campaign";
DROP TABLE "Campaign";
ALTER TABLE "new_Campaign" RENAME TO "Campaign";
CREATE TABLE "new_Rating" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "patchId" TEXT NOT NULL,
    "assignmentId" TEXT,
    "raterId" TEXT,
    "raterKey" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "justification" TEXT NOT NULL DEFAULT '',
    "checklist" TEXT NOT NULL DEFAULT '[]',
    "timeSpentMs" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Rating_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Rating_patchId_fkey" FOREIGN KEY ("patchId") REFERENCES "Patch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Rating_assignmentId_fkey" FOREIGN KEY ("assignmentId") REFERENCES "Assignment" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Rating_raterId_fkey" FOREIGN KEY ("raterId") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Rating" ("assignmentId", "campaignId", "checklist", "createdAt", "id", "justification", "label", "patchId", "raterId", "raterKey", "timeSpentMs") SELECT "assignmentId", "campaignId", "checklist", "createdAt", "id", "justification", "label", "patchId", "raterId", "raterKey", "timeSpentMs" FROM "Rating";
DROP TABLE "Rating";
ALTER TABLE "new_Rating" RENAME TO "Rating";
CREATE UNIQUE INDEX "Rating_assignmentId_key" ON "Rating"("assignmentId");
CREATE INDEX "Rating_campaignId_raterKey_idx" ON "Rating"("campaignId", "raterKey");
CREATE UNIQUE INDEX "Rating_campaignId_patchId_raterKey_key" ON "Rating"("campaignId", "patchId", "raterKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Assignment_campaignId_raterId_position_idx" ON "Assignment"("campaignId", "raterId", "position");
