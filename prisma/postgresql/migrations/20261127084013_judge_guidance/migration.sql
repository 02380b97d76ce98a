-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN     "guidance" TEXT;

-- CreateTable
CREATE TABLE "JudgeGuidanceProposal" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "baseConfigId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "baseRunId" TEXT NOT NULL,
    "seed" INTEGER NOT NULL,
    "heldOutShare" DOUBLE PRECISION NOT NULL,
    "tuningBugIds" TEXT NOT NULL,
    "heldOutBugIds" TEXT NOT NULL,
    "proposal" TEXT NOT NULL,
    "llmCallId" TEXT,
    "promptVersion" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'proposed',
    "createdById" TEXT,
    "reviewerId" TEXT,
    "reason" TEXT NOT NULL DEFAULT '',
    "decidedAt" TIMESTAMP(3),
    "resultConfigId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JudgeGuidanceProposal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JudgeGuidanceProposal_projectId_createdAt_idx" ON "JudgeGuidanceProposal"("projectId", "createdAt");

-- AddForeignKey
ALTER TABLE "JudgeGuidanceProposal" ADD CONSTRAINT "JudgeGuidanceProposal_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgeGuidanceProposal" ADD CONSTRAINT "JudgeGuidanceProposal_baseConfigId_fkey" FOREIGN KEY ("baseConfigId") REFERENCES "JudgeConfig"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgeGuidanceProposal" ADD CONSTRAINT "JudgeGuidanceProposal_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgeGuidanceProposal" ADD CONSTRAINT "JudgeGuidanceProposal_baseRunId_fkey" FOREIGN KEY ("baseRunId") REFERENCES "JudgeRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
