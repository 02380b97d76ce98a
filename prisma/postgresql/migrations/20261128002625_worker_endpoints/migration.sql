-- AlterTable
ALTER TABLE "DraftJob" ADD COLUMN     "endpoint" TEXT,
ADD COLUMN     "model" TEXT,
ADD COLUMN     "provider" TEXT;

-- AlterTable
ALTER TABLE "JudgeBatch" ADD COLUMN     "endpoint" TEXT;
