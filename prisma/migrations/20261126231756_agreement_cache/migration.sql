-- CreateTable
CREATE TABLE "agreementCache" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "agreementCache_createdAt_idx" ON "agreementCache"("createdAt");
