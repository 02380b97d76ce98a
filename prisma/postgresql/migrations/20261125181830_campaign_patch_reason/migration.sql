-- AlterTable
ALTER TABLE "CampaignPatch" ADD COLUMN     "reason" TEXT;
