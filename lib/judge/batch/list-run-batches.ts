import { prisma } from "@/lib/db/client";
import { OPEN_BATCH_STATUSES } from "./batch-types";

/** A run's provider batches for its page and the CLI: state, the provider's own status, counts. */
export async function listRunBatches(options: { runId: string }) {
  const rows = await prisma.judgeBatch.findMany({
    where: { runId: options.runId },
    orderBy: { seq: "asc" },
    select: {
      id: true,
      seq: true,
      provider: true,
      status: true,
      providerStatus: true,
      providerBatchId: true,
      endpoint: true,
      requestCount: true,
      succeeded: true,
      errored: true,
      lastError: true,
      submittedAt: true,
      collectedAt: true,
    },
  });
  return rows.map((b) => ({
    ...b,
    open: (OPEN_BATCH_STATUSES as readonly string[]).includes(b.status),
    submittedAt: b.submittedAt?.toISOString() ?? null,
    collectedAt: b.collectedAt?.toISOString() ?? null,
  }));
}
