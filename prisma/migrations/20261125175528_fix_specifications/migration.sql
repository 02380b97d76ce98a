-- AlterTable
ALTER TABLE "JudgeConfig" ADD COLUMN "specWriter" TEXT;

-- CreateTable
CREATE TABLE "FixSpecification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "bugId" TEXT NOT NULL,
    "fileSetKey" TEXT NOT NULL,
    "files" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "writer" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "promptTemplate" TEXT,
    "promptVersion" TEXT,
    "llmCallId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FixSpecification_bugId_fkey" FOREIGN KEY ("bugId") REFERENCES "Bug" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FixSpecification_llmCallId_fkey" FOREIGN KEY ("llmCallId") REFERENCES "LlmCall" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "FixSpecification_projectId_idx" ON "FixSpecification"("projectId");

-- CreateIndex
CREATE UNIQUE INDEX "FixSpecification_bugId_fileSetKey_writer_key" ON "FixSpecification"("bugId", "fileSetKey", "writer");
