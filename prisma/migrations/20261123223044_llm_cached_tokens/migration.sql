-- AlterTable
ALTER TABLE "LlmCall" ADD COLUMN "cacheWriteTokens" INTEGER;
ALTER TABLE "LlmCall" ADD COLUMN "cachedInputTokens" INTEGER;
