-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN "tuning" TEXT;
