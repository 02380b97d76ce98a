-- AlterTable
ALTER TABLE "user" ADD COLUMN     "homeVisitedAt" TIMESTAMP(3);
