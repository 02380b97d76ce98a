-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN "scale" TEXT;

-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN "scale" TEXT;

-- AlterTable
ALTER TABLE "JudgeResult" ADD COLUMN "dimensionGrades" TEXT;
ALTER TABLE "JudgeResult" ADD COLUMN "grade" INTEGER;

-- AlterTable
ALTER TABLE "Rating" ADD COLUMN "dimensionGrades" TEXT;
ALTER TABLE "Rating" ADD COLUMN "grade" INTEGER;
