-- CreateTable
CREATE TABLE "BugAbstention" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "bugId" TEXT NOT NULL,
    "representation" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "score" REAL,
    "answer" TEXT NOT NULL,
    "llmCallId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BugAbstention_bugId_fkey" FOREIGN KEY ("bugId") REFERENCES "Bug" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "BugAbstention_llmCallId_fkey" FOREIGN KEY ("llmCallId") REFERENCES "LlmCall" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "BugAbstention_projectId_representation_idx" ON "BugAbstention"("projectId", "representation");

-- CreateIndex
CREATE UNIQUE INDEX "BugAbstention_bugId_representation_provider_model_key" ON "BugAbstention"("bugId", "representation", "provider", "model");
