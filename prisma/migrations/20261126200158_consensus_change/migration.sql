-- CreateTable
CREATE TABLE "ConsensusChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "consensusId" TEXT NOT NULL,
    "changedById" TEXT,
    "fromLabel" TEXT NOT NULL,
    "toLabel" TEXT NOT NULL,
    "themes" TEXT NOT NULL DEFAULT '[]',
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ConsensusChange_consensusId_fkey" FOREIGN KEY ("consensusId") REFERENCES "Consensus" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ConsensusChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ConsensusChange_consensusId_createdAt_idx" ON "ConsensusChange"("consensusId", "createdAt");
