import { prisma } from "@/lib/db/client";

export type TActiveRun = { id: string; status: string };

/**
 * Runs with work left (queued or running), oldest first. A batch-mode run is left out until the
 * batch worker has put its jobs into batches (lib/judge/batch); after that its jobs in a batch
 * are held there, and online workers take only what a batch handed back.
 */
export async function listActiveRuns(): Promise<TActiveRun[]> {
  return prisma.judgeRun.findMany({
    where: {
      status: { in: ["queued", "running"] },
      NOT: { mode: "batch", batches: { none: {} } },
    },
    orderBy: { createdAt: "asc" },
    select: { id: true, status: true },
  });
}
