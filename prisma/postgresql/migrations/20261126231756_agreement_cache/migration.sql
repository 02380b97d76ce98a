-- CreateTable
CREATE TABLE "agreementCache" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreementCache_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "agreementCache_createdAt_idx" ON "agreementCache"("createdAt");
