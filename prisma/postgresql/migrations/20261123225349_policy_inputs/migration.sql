-- AlterTable
ALTER TABLE "Bug" ADD COLUMN     "originalFiles" TEXT NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Patch" ADD COLUMN     "authorLabel" TEXT,
ADD COLUMN     "failToPassPassed" INTEGER,
ADD COLUMN     "failToPassTotal" INTEGER,
ADD COLUMN     "passToPassPassed" INTEGER,
ADD COLUMN     "passToPassTotal" INTEGER,
ADD COLUMN     "testLog" TEXT,
ADD COLUMN     "trajectoryId" TEXT;

-- AlterTable
ALTER TABLE "PatchSource" ADD COLUMN     "authorLabel" TEXT,
ADD COLUMN     "failToPassPassed" INTEGER,
ADD COLUMN     "failToPassTotal" INTEGER,
ADD COLUMN     "passToPassPassed" INTEGER,
ADD COLUMN     "passToPassTotal" INTEGER,
ADD COLUMN     "testLog" TEXT,
ADD COLUMN     "trajectoryId" TEXT;

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "successCampaignId" TEXT,
ADD COLUMN     "successCriterion" TEXT NOT NULL DEFAULT 'tests',
ADD COLUMN     "successRunId" TEXT;
