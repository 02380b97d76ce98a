-- AlterTable
ALTER TABLE "user" ADD COLUMN "homeVisitedAt" DATETIME;
