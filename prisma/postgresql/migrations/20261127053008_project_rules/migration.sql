-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN     "rules" TEXT NOT NULL DEFAULT 'none';

-- AlterTable
ALTER TABLE "JudgeRun" ADD COLUMN     "ruleSetId" TEXT;

-- CreateTable
CREATE TABLE "ProjectRuleSet" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "rules" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProjectRuleSet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProjectRuleSet_projectId_version_key" ON "ProjectRuleSet"("projectId", "version");

-- AddForeignKey
ALTER TABLE "JudgeRun" ADD CONSTRAINT "JudgeRun_ruleSetId_fkey" FOREIGN KEY ("ruleSetId") REFERENCES "ProjectRuleSet"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectRuleSet" ADD CONSTRAINT "ProjectRuleSet_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectRuleSet" ADD CONSTRAINT "ProjectRuleSet_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
