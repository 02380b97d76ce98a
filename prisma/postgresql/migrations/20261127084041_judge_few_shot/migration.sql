-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN     "fewShot" TEXT;
