-- AlterTable
ALTER TABLE "JudgeResult" ADD COLUMN     "requirements" TEXT;
