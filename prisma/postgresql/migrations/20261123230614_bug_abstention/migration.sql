-- CreateTable
CREATE TABLE "BugAbstention" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "bugId" TEXT NOT NULL,
    "representation" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "score" DOUBLE PRECISION,
    "answer" TEXT NOT NULL,
    "llmCallId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BugAbstention_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BugAbstention_projectId_representation_idx" ON "BugAbstention"("projectId", "representation");

-- CreateIndex
CREATE UNIQUE INDEX "BugAbstention_bugId_representation_provider_model_key" ON "BugAbstention"("bugId", "representation", "provider", "model");

-- AddForeignKey
ALTER TABLE "BugAbstention" ADD CONSTRAINT "BugAbstention_bugId_fkey" FOREIGN KEY ("bugId") REFERENCES "Bug"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BugAbstention" ADD CONSTRAINT "BugAbstention_llmCallId_fkey" FOREIGN KEY ("llmCallId") REFERENCES "LlmCall"("id") ON DELETE SET NULL ON UPDATE CASCADE;
