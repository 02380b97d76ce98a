import { prisma, type Prisma } from "@/lib/db/client";

const JOB_SELECT = {
  id: true, runId: true, patchId: true, sample: true, attempts: true, referenceVersionId: true,
  patch: { select: { diff: true, bug: { select: { externalId: true, title: true, bugType: true, language: true, report: true, groundTruthPatch: true } } } },
} as const satisfies Prisma.JudgeJobSelect;

/** A claimed job with what judging it needs: its patch and that patch's bug. */
export type TClaimedJob = Prisma.JudgeJobGetPayload<{ select: typeof JOB_SELECT }>;
/** A run with work left and how many more of its jobs this worker may start now. */
export type TRunRoom = { id: string; status: string; room: number };

/**
 * Claims due jobs of the given runs, at most `room` per run and `limit` in all. A job is due
 * when pending and its backoff has passed, or running under an expired lease (its worker
 * died). The claim is a compare-and-set update, so two workers never hold the same job.
 * Also returns the runs that had nothing due, so the caller can check whether they are finished.
 */
export async function claimJudgeJobs(options: { workerId: string; runs: readonly TRunRoom[]; limit: number; leaseMs: number; now?: Date }): Promise<{ jobs: TClaimedJob[]; idleRunIds: string[] }> {
  const { workerId, runs, limit, leaseMs } = options;
  const now = options.now ?? new Date();
  const jobs: TClaimedJob[] = [];
  const idleRunIds: string[] = [];
  const lease = new Date(now.getTime() + leaseMs);
  for (const run of runs) {
    const room = Math.min(limit - jobs.length, run.room);
    if (room <= 0) continue;
    const pendingDue = { status: "pending", nextAttemptAt: { lte: now } };
    const leaseExpired = { status: "running", leaseUntil: { lt: now } };
    const due = { OR: [pendingDue, leaseExpired] };
    // Two index walks (runId, status, nextAttemptAt) that stop after `room` rows; one query
    // with the OR would read and sort every job of the run.
    const candidates = await prisma.judgeJob.findMany({ where: { runId: run.id, ...pendingDue }, orderBy: { nextAttemptAt: "asc" }, take: room, select: JOB_SELECT });
    if (candidates.length < room) candidates.push(...(await prisma.judgeJob.findMany({ where: { runId: run.id, ...leaseExpired }, take: room - candidates.length, select: JOB_SELECT })));
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
