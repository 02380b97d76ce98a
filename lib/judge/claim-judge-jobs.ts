import { prisma } from "@/lib/db/client";

const JOB_SELECT = {
  id: true, runId: true, patchId: true, sample: true, attempts: true, referenceVersionId: true,
  patch: { select: { diff: true, bug: { select: { externalId: true, title: true, bugType: true, language: true, report: true, groundTruthPatch: true } } } },
} as const;

export type TClaimedJob = { id: string; runId: string; patchId: string; sample: number; attempts: number; referenceVersionId: string | null; patch: { diff: string; bug: { externalId: string; title: string | null; bugType: string | null; language: string | null; report: string; groundTruthPatch: string } } };

export type TActiveRun = { id: string; status: string; concurrency: number };

/** Runs with work left (queued or running), oldest first: the order jobs are claimed in. */
export const listActiveRuns = (): Promise<TActiveRun[]> =>
  prisma.judgeRun.findMany({ where: { status: { in: ["queued", "running"] } }, orderBy: { createdAt: "asc" }, select: { id: true, status: true, concurrency: true } });

/**
 * Claims up to `limit` due jobs for one worker, never more per run than the run's
 * concurrency minus the jobs other live leases hold. A job is due when pending and its
 * backoff has passed, or running under an expired lease (its worker died). The claim is a
 * compare-and-set update, so two workers never hold the same job. Also returns the runs
 * that had nothing due, so the caller can check whether they are finished. `runs` may be a
 * recent listActiveRuns() (a run's status is re-checked by each job before it calls out).
 */
export async function claimJudgeJobs(options: { workerId: string; limit: number; leaseMs: number; now?: Date; runs?: TActiveRun[] }): Promise<{ jobs: TClaimedJob[]; idleRunIds: string[] }> {
  const { workerId, limit, leaseMs } = options;
  const now = options.now ?? new Date();
  const runs = options.runs ?? (await listActiveRuns());
  if (runs.length === 0 || limit <= 0) return { jobs: [], idleRunIds: [] };
  const busy = await prisma.judgeJob.groupBy({
    by: ["runId"],
    where: { runId: { in: runs.map((r) => r.id) }, status: "running", leaseUntil: { gte: now } },
    _count: { _all: true },
  });
  const held = new Map(busy.map((b) => [b.runId, b._count._all]));
  const jobs: TClaimedJob[] = [];
  const idleRunIds: string[] = [];
  const lease = new Date(now.getTime() + leaseMs);
  for (const run of runs) {
    const room = Math.min(limit - jobs.length, run.concurrency - (held.get(run.id) ?? 0));
    if (room <= 0) continue;
    const due = { OR: [{ status: "pending", nextAttemptAt: { lte: now } }, { status: "running", leaseUntil: { lt: now } }] };
    const candidates = await prisma.judgeJob.findMany({ where: { runId: run.id, ...due }, orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }], take: room, select: JOB_SELECT });
    if (candidates.length === 0) {
      idleRunIds.push(run.id);
      continue;
    }
    const ids = candidates.map((c) => c.id);
    const claimed = await prisma.judgeJob.updateMany({ where: { id: { in: ids }, ...due }, data: { status: "running", workerId, leaseUntil: lease, attempts: { increment: 1 } } });
    let mine = candidates;
    if (claimed.count !== ids.length) {
      // Another worker won some of them: keep the ones that carry our lease.
      const ours = await prisma.judgeJob.findMany({ where: { id: { in: ids }, status: "running", workerId, leaseUntil: lease }, select: { id: true } });
      const ourIds = new Set(ours.map((o) => o.id));
      mine = candidates.filter((c) => ourIds.has(c.id));
    }
    if (mine.length > 0 && run.status === "queued") await prisma.judgeRun.updateMany({ where: { id: run.id, status: "queued" }, data: { status: "running", startedAt: now } });
    jobs.push(...mine.map((c) => ({ ...c, attempts: c.attempts + 1 })));
    if (jobs.length >= limit) break;
  }
  return { jobs, idleRunIds };
}
