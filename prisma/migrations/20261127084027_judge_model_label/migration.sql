-- AlterTable
ALTER TABLE "JudgeResult" ADD COLUMN "modelLabel" TEXT;
