-- CreateTable
CREATE TABLE "ConsensusChange" (
    "id" TEXT NOT NULL,
    "consensusId" TEXT NOT NULL,
    "changedById" TEXT,
    "fromLabel" "VerdictLabel" NOT NULL,
    "toLabel" "VerdictLabel" NOT NULL,
    "themes" TEXT NOT NULL DEFAULT '[]',
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsensusChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ConsensusChange_consensusId_createdAt_idx" ON "ConsensusChange"("consensusId", "createdAt");

-- AddForeignKey
ALTER TABLE "ConsensusChange" ADD CONSTRAINT "ConsensusChange_consensusId_fkey" FOREIGN KEY ("consensusId") REFERENCES "Consensus"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsensusChange" ADD CONSTRAINT "ConsensusChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
