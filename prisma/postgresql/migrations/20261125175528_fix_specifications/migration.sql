-- CreateEnum
CREATE TYPE "FixSpecSource" AS ENUM ('llm', 'offline');

-- AlterEnum
ALTER TYPE "JudgeReference" ADD VALUE 'fix_spec';

-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN     "specWriter" "FixSpecSource";

-- CreateTable
CREATE TABLE "FixSpecification" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "bugId" TEXT NOT NULL,
    "fileSetKey" TEXT NOT NULL,
    "files" TEXT NOT NULL,
    "source" "FixSpecSource" NOT NULL,
    "writer" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "promptTemplate" TEXT,
    "promptVersion" TEXT,
    "llmCallId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FixSpecification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FixSpecification_projectId_idx" ON "FixSpecification"("projectId");

-- CreateIndex
CREATE UNIQUE INDEX "FixSpecification_bugId_fileSetKey_writer_key" ON "FixSpecification"("bugId", "fileSetKey", "writer");

-- AddForeignKey
ALTER TABLE "FixSpecification" ADD CONSTRAINT "FixSpecification_bugId_fkey" FOREIGN KEY ("bugId") REFERENCES "Bug"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FixSpecification" ADD CONSTRAINT "FixSpecification_llmCallId_fkey" FOREIGN KEY ("llmCallId") REFERENCES "LlmCall"("id") ON DELETE SET NULL ON UPDATE CASCADE;
