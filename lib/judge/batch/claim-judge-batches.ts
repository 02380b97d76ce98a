import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { OPEN_BATCH_STATUSES } from "./batch-types";
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
 */
export async function claimJudgeBatches(options: {
  workerId: string;
  limit: number;
  leaseUntil: Date;
  now?: Date;
}): Promise<TBatchRow[]> {
  const { workerId, limit, leaseUntil } = options;
  const now = options.now ?? new Date();
  if (limit <= 0) return [];
  const free = { OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] };
  const candidates = await prisma.judgeBatch.findMany({
    where: {
      status: { in: [...OPEN_BATCH_STATUSES] },
      AND: [
        free,
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
