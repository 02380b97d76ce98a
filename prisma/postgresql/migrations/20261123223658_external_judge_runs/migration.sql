-- AlterTable
ALTER TABLE "JudgeResult" ADD COLUMN     "score" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "JudgeRun" ADD COLUMN     "origin" TEXT NOT NULL DEFAULT 'internal',
ADD COLUMN     "scoreRule" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN     "source" TEXT;
