import { prisma } from "@/lib/db/client";

export type TClaimedJob = { id: string; runId: string; patchId: string; sample: number; attempts: number; referenceVersionId: string | null };

/**
 * Claims up to `limit` due jobs for one worker, never more per run than the run's
 * concurrency minus the jobs other live leases hold. A job is due when pending and its
 * backoff has passed, or running under an expired lease (its worker died). The claim is a
 * compare-and-set update, so two workers never hold the same job.
 */
export async function claimJudgeJobs(options: { workerId: string; limit: number; leaseMs: number; now?: Date }): Promise<TClaimedJob[]> {
  const { workerId, limit, leaseMs } = options;
  if (limit <= 0) return [];
  const now = options.now ?? new Date();
  const runs = await prisma.judgeRun.findMany({ where: { status: { in: ["queued", "running"] } }, orderBy: { createdAt: "asc" }, select: { id: true, concurrency: true } });
  if (runs.length === 0) return [];
  const busy = await prisma.judgeJob.groupBy({
    by: ["runId"],
    where: { runId: { in: runs.map((r) => r.id) }, status: "running", leaseUntil: { gte: now } },
    _count: { _all: true },
  });
  const held = new Map(busy.map((b) => [b.runId, b._count._all]));
  const claimed: TClaimedJob[] = [];
  const lease = new Date(now.getTime() + leaseMs);
  for (const run of runs) {
    const room = Math.min(limit - claimed.length, run.concurrency - (held.get(run.id) ?? 0));
    if (room <= 0) continue;
    const due = { OR: [{ status: "pending", nextAttemptAt: { lte: now } }, { status: "running", leaseUntil: { lt: now } }] };
    const candidates = await prisma.judgeJob.findMany({ where: { runId: run.id, ...due }, orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }], take: room, select: { id: true } });
    if (candidates.length === 0) continue;
    const ids = candidates.map((c) => c.id);
    await prisma.judgeJob.updateMany({ where: { id: { in: ids }, ...due }, data: { status: "running", workerId, leaseUntil: lease, attempts: { increment: 1 } } });
    const mine = await prisma.judgeJob.findMany({
      where: { id: { in: ids }, status: "running", workerId, leaseUntil: lease },
      select: { id: true, runId: true, patchId: true, sample: true, attempts: true, referenceVersionId: true },
    });
    if (mine.length > 0) await prisma.judgeRun.updateMany({ where: { id: run.id, status: "queued" }, data: { status: "running", startedAt: now } });
    claimed.push(...mine);
    if (claimed.length >= limit) break;
  }
  return claimed;
}
