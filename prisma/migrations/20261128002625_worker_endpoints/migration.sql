-- AlterTable
ALTER TABLE "DraftJob" ADD COLUMN "endpoint" TEXT;
ALTER TABLE "DraftJob" ADD COLUMN "model" TEXT;
ALTER TABLE "DraftJob" ADD COLUMN "provider" TEXT;

-- AlterTable
ALTER TABLE "JudgeBatch" ADD COLUMN "endpoint" TEXT;
