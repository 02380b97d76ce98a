-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN "guidance" TEXT;

-- CreateTable
CREATE TABLE "JudgeGuidanceProposal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "baseConfigId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "baseRunId" TEXT NOT NULL,
    "seed" INTEGER NOT NULL,
    "heldOutShare" REAL NOT NULL,
    "tuningBugIds" TEXT NOT NULL,
    "heldOutBugIds" TEXT NOT NULL,
    "proposal" TEXT NOT NULL,
    "llmCallId" TEXT,
    "promptVersion" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'proposed',
    "createdById" TEXT,
    "reviewerId" TEXT,
    "reason" TEXT NOT NULL DEFAULT '',
    "decidedAt" DATETIME,
    "resultConfigId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JudgeGuidanceProposal_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeGuidanceProposal_baseConfigId_fkey" FOREIGN KEY ("baseConfigId") REFERENCES "JudgeConfig" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeGuidanceProposal_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JudgeGuidanceProposal_baseRunId_fkey" FOREIGN KEY ("baseRunId") REFERENCES "JudgeRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "JudgeGuidanceProposal_projectId_createdAt_idx" ON "JudgeGuidanceProposal"("projectId", "createdAt");
