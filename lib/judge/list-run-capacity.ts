import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";

export type TRunCapacity = { id: string; status: string; concurrency: number; heldElsewhere: number };

/**
 * Runs with work left (queued or running), oldest first, each with how many of its jobs
 * other workers hold under a live lease: what a worker needs to respect a run's
 * concurrency limit across processes.
 */
export async function listRunCapacity(options: { workerId: string; now?: Date }): Promise<TRunCapacity[]> {
  const now = options.now ?? new Date();
  const runs = await prisma.judgeRun.findMany({ where: { status: { in: ["queued", "running"] } }, orderBy: { createdAt: "asc" }, select: { id: true, status: true, concurrency: true } });
  if (runs.length === 0) return [];
  const busy = (await forChunks({
    items: runs.map((r) => r.id),
    run: (ids) => prisma.judgeJob.groupBy({
      by: ["runId"],
      where: { runId: { in: ids }, status: "running", leaseUntil: { gte: now }, NOT: { workerId: options.workerId } },
      _count: { _all: true },
    }),
  })).flat();
  const held = new Map(busy.map((b) => [b.runId, b._count._all]));
  return runs.map((r) => ({ ...r, heldElsewhere: held.get(r.id) ?? 0 }));
}
