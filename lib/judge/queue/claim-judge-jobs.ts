import { DB_PROVIDER, prisma, type Prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { lockJudgeJobIds } from "./lock-judge-job-ids";
import { takeJudgeJobIds } from "./take-judge-job-ids";

const JOB_SELECT = {
  id: true,
  runId: true,
  patchId: true,
  sample: true,
  attempts: true,
  referenceVersionId: true,
  patch: {
    select: {
      diff: true,
      bug: {
        select: {
          externalId: true,
          title: true,
          bugType: true,
          language: true,
          report: true,
          groundTruthPatch: true,
        },
      },
    },
  },
} as const satisfies Prisma.JudgeJobSelect;

/** A claimed job with what judging it needs: its patch and that patch's bug. `attempts` counts this one. */
export type TClaimedJob = Prisma.JudgeJobGetPayload<{ select: typeof JOB_SELECT }>;
export type TClaimRun = { id: string; status: string };

/**
 * Claims due jobs of the given runs for `workerId`, at most `limit` in all, to start at once:
 * a claimed job is a call in flight. Each run's concurrency limit is enforced by the claim
 * itself, counting every worker's live leases (SQLite: one atomic statement; PostgreSQL: a lock
 * on the run's row), so workers sharing a run never exceed it together and never hold jobs
 * they have not started. A job is due when pending and its backoff has passed, or running under
 * an expired lease. Also returns the runs where nothing was claimed, so the caller can check
 * whether they are finished.
 */
export async function claimJudgeJobs(options: {
  workerId: string;
  runs: readonly TClaimRun[];
  limit: number;
  leaseMs: number;
  now?: Date;
}): Promise<{ jobs: TClaimedJob[]; idleRunIds: string[]; error?: unknown }> {
  const { workerId, runs, limit, leaseMs } = options;
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimIds = DB_PROVIDER === "postgresql" ? lockJudgeJobIds : takeJudgeJobIds;
  const jobs: TClaimedJob[] = [];
  const idleRunIds: string[] = [];
  for (const run of runs) {
    const room = limit - jobs.length;
    if (room <= 0) break;
    let ids: string[];
    try {
      ids = await claimIds({ runId: run.id, workerId, room, now, leaseUntil });
    } catch (error) {
      // Jobs already claimed from earlier runs are returned and started all the same.
      return { jobs, idleRunIds, error };
    }
    if (ids.length === 0) {
      idleRunIds.push(run.id);
      continue;
    }
    try {
      if (run.status === "queued")
        await prisma.judgeRun.updateMany({
          where: { id: run.id, status: "queued" },
          data: { status: "running", startedAt: now },
        });
      const order = new Map(ids.map((id, i) => [id, i]));
      const rows = (
        await forChunks({
          items: ids,
          run: (chunk) =>
            prisma.judgeJob.findMany({ where: { id: { in: chunk } }, select: JOB_SELECT }),
        })
      ).flat();
      jobs.push(...rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
    } catch (error) {
      // Claimed but unreadable (e.g. the database is busy): hand them back now rather than
      // leaving them to hold the run's room until their lease ends (which they do if this fails too).
      await forChunks({
        items: ids,
        run: (chunk) =>
          prisma.judgeJob.updateMany({
            where: { id: { in: chunk }, status: "running", workerId },
            data: {
              status: "pending",
              workerId: null,
              leaseUntil: null,
              attempts: { decrement: 1 },
            },
          }),
      }).catch(() => {});
      return { jobs, idleRunIds, error };
    }
  }
  return { jobs, idleRunIds };
}
