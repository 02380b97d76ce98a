import { DB_PROVIDER, prisma, type Prisma } from "@/lib/db/client";
import { lockJudgeJobIds } from "./lock-judge-job-ids";

const JOB_SELECT = {
  id: true, runId: true, patchId: true, sample: true, attempts: true, referenceVersionId: true,
  patch: { select: { diff: true, bug: { select: { externalId: true, title: true, bugType: true, language: true, report: true, groundTruthPatch: true } } } },
} as const satisfies Prisma.JudgeJobSelect;

/** A claimed job with what judging it needs: its patch and that patch's bug. */
export type TClaimedJob = Prisma.JudgeJobGetPayload<{ select: typeof JOB_SELECT }>;
/** A run with work left and how many more of its jobs this worker may start now. */
export type TRunRoom = { id: string; status: string; room: number };

type TRunClaim = { runId: string; workerId: string; room: number; now: Date; lease: Date };

/**
 * PostgreSQL: one UPDATE over row-locked candidates (lockJudgeJobIds), so concurrent workers
 * each get different jobs at the first try; then the claimed jobs are read with what judging
 * them needs (their attempts already counted).
 */
async function claimLocked(claim: TRunClaim): Promise<{ jobs: TClaimedJob[]; idle: boolean }> {
  const ids = await lockJudgeJobIds({ runId: claim.runId, workerId: claim.workerId, room: claim.room, now: claim.now, leaseUntil: claim.lease });
  // None claimed: nothing due, or other workers are claiming it right now; finishJudgeRun
  // (which counts pending and running jobs) tells the two apart.
  if (ids.length === 0) return { jobs: [], idle: true };
  const order = new Map(ids.map((id, i) => [id, i]));
  const jobs = await prisma.judgeJob.findMany({ where: { id: { in: ids } }, select: JOB_SELECT });
  return { jobs: jobs.sort((a, b) => order.get(a.id)! - order.get(b.id)!), idle: false };
}

/**
 * SQLite (one writer at a time): read the oldest due jobs, then take them with a
 * compare-and-set update that only matches jobs still due, so two workers never hold the
 * same job; the loser of a race keeps the ones that carry its lease.
 */
async function claimCompareAndSet(claim: TRunClaim): Promise<{ jobs: TClaimedJob[]; idle: boolean }> {
  const { runId, workerId, room, now, lease } = claim;
  const pendingDue = { status: "pending", nextAttemptAt: { lte: now } };
  const leaseExpired = { status: "running", leaseUntil: { lt: now } };
  const due = { OR: [pendingDue, leaseExpired] };
  // Two index walks (runId, status, nextAttemptAt) that stop after `room` rows; one query
  // with the OR would read and sort every job of the run.
  const candidates = await prisma.judgeJob.findMany({ where: { runId, ...pendingDue }, orderBy: { nextAttemptAt: "asc" }, take: room, select: JOB_SELECT });
  if (candidates.length < room) candidates.push(...(await prisma.judgeJob.findMany({ where: { runId, ...leaseExpired }, take: room - candidates.length, select: JOB_SELECT })));
  if (candidates.length === 0) return { jobs: [], idle: true };
  const ids = candidates.map((c) => c.id);
  const claimed = await prisma.judgeJob.updateMany({ where: { id: { in: ids }, ...due }, data: { status: "running", workerId, leaseUntil: lease, attempts: { increment: 1 } } });
  let mine = candidates;
  if (claimed.count !== ids.length) {
    // Another worker won some of them: keep the ones that carry our lease.
    const ours = await prisma.judgeJob.findMany({ where: { id: { in: ids }, status: "running", workerId, leaseUntil: lease }, select: { id: true } });
    const ourIds = new Set(ours.map((o) => o.id));
    mine = candidates.filter((c) => ourIds.has(c.id));
  }
  return { jobs: mine.map((c) => ({ ...c, attempts: c.attempts + 1 })), idle: false };
}

/**
 * Claims due jobs of the given runs, at most `room` per run and `limit` in all. A job is due
 * when pending and its backoff has passed, or running under an expired lease (its worker
 * died). Two workers never hold the same job: PostgreSQL claims row-locked candidates,
 * SQLite (a single writer) claims with a compare-and-set update. Also returns the runs that
 * had nothing due, so the caller can check whether they are finished.
 */
export async function claimJudgeJobs(options: { workerId: string; runs: readonly TRunRoom[]; limit: number; leaseMs: number; now?: Date }): Promise<{ jobs: TClaimedJob[]; idleRunIds: string[] }> {
  const { workerId, runs, limit, leaseMs } = options;
  const now = options.now ?? new Date();
  const jobs: TClaimedJob[] = [];
  const idleRunIds: string[] = [];
  const lease = new Date(now.getTime() + leaseMs);
  const claimRun = DB_PROVIDER === "postgresql" ? claimLocked : claimCompareAndSet;
  for (const run of runs) {
    const room = Math.min(limit - jobs.length, run.room);
    if (room <= 0) continue;
    const { jobs: mine, idle } = await claimRun({ runId: run.id, workerId, room, now, lease });
    if (idle) {
      idleRunIds.push(run.id);
      continue;
    }
    if (mine.length > 0 && run.status === "queued") await prisma.judgeRun.updateMany({ where: { id: run.id, status: "queued" }, data: { status: "running", startedAt: now } });
    jobs.push(...mine);
    if (jobs.length >= limit) break;
  }
  return { jobs, idleRunIds };
}
