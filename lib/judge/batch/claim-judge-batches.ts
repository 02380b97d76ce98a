import { randomUUID } from "node:crypto";
import { prisma, type Prisma } from "@/lib/db/client";
import { llmEndpointOf } from "@/lib/llm/llm-endpoint-of";
import type { TJudgeTarget } from "../config/read-judge-targets";
import { isBatchProvider, OPEN_BATCH_STATUSES } from "./batch-types";
import type { TBatchRow } from "./submit-judge-batch";

const BATCH_ROW = {
  id: true,
  runId: true,
  provider: true,
  model: true,
  status: true,
  providerBatchId: true,
  inputFileId: true,
  cancelRequested: true,
  attempts: true,
  workerId: true,
} as const;

/**
 * Claims up to `limit` open batches that are due (their next poll has come, or their run was
 * cancelled and the provider not yet told) and not leased by a live worker, each with a
 * compare-and-set on its lease, so two workers never step the same batch at once. Each claim
 * holds the batch under its own token (`<workerId>/<uuid>`, the row's workerId): a step that
 * outlived its lease can neither release nor advance a later claim (submitJudgeBatch checks it).
 *
 * Only batches this worker can reach (`targets`): of a provider it serves and, once sent, sent to
 * the endpoint it calls (JudgeBatch.endpoint), since another server (or account) knows nothing of
 * the provider's batch id and would give it up. A batch nobody reaches waits, open, for a worker
 * that does; an unsent batch of a cancelled run is closed by any worker (no call to make).
 */
export async function claimJudgeBatches(options: {
  workerId: string;
  limit: number;
  leaseUntil: Date;
  /** The LLM targets of this worker (readJudgeTargets). */
  targets: readonly TJudgeTarget[];
  now?: Date;
}): Promise<TBatchRow[]> {
  const { workerId, limit, leaseUntil, targets } = options;
  const now = options.now ?? new Date();
  if (limit <= 0) return [];
  const free = { OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] };
  const reach: Prisma.JudgeBatchWhereInput[] = targets
    .filter((t) => isBatchProvider(t.provider))
    .map((t) => ({
      provider: t.provider,
      OR: [
        { endpoint: null },
        { endpoint: llmEndpointOf({ provider: t.provider, baseUrl: t.baseUrl }) ?? "" },
      ],
    }));
  reach.push({ providerBatchId: null, inputFileId: null, run: { status: "cancelled" } });
  const candidates = await prisma.judgeBatch.findMany({
    where: {
      status: { in: [...OPEN_BATCH_STATUSES] },
      AND: [
        free,
        { OR: reach },
        {
          OR: [
            { nextPollAt: { lte: now } },
            { cancelRequested: false, run: { status: "cancelled" } },
          ],
        },
      ],
    },
    orderBy: { nextPollAt: "asc" },
    take: limit,
    select: { id: true },
  });
  const claimed: TBatchRow[] = [];
  for (const { id } of candidates) {
    const holder = `${workerId}/${randomUUID()}`;
    const taken = await prisma.judgeBatch.updateMany({
      where: { id, ...free },
      data: { workerId: holder, leaseUntil },
    });
    if (taken.count === 0) continue;
    const row = await prisma.judgeBatch.findUnique({ where: { id }, select: BATCH_ROW });
    if (row && row.workerId === holder) {
      const { workerId: _w, ...rest } = row;
      claimed.push({ ...rest, holder });
    }
  }
  return claimed;
}
