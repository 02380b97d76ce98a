-- AlterTable
ALTER TABLE "LlmCall" ADD COLUMN     "cacheWriteTokens" INTEGER,
ADD COLUMN     "cachedInputTokens" INTEGER;
