-- AlterTable
ALTER TABLE "RubricReview" ADD COLUMN "activeMs" INTEGER;

-- AlterTable
ALTER TABLE "RubricVersion" ADD COLUMN "activeMs" INTEGER;
