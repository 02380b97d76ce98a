-- CreateTable
CREATE TABLE "RejectionTheme" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "patchId" TEXT NOT NULL,
    "sample" INTEGER NOT NULL,
    "theme" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "classifier" TEXT NOT NULL,
    "rationale" TEXT NOT NULL DEFAULT '',
    "promptTemplate" TEXT,
    "promptVersion" TEXT,
    "llmCallId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RejectionTheme_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JudgeRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RejectionTheme_patchId_fkey" FOREIGN KEY ("patchId") REFERENCES "Patch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RejectionTheme_llmCallId_fkey" FOREIGN KEY ("llmCallId") REFERENCES "LlmCall" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "RejectionTheme_runId_patchId_sample_key" ON "RejectionTheme"("runId", "patchId", "sample");
