import { DB_PROVIDER, mark, prisma, sql } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import type { TClaimedRow } from "./claimed-row";
import { lockJudgeJobIds } from "./lock-judge-job-ids";
import { takeJudgeJobIds } from "./take-judge-job-ids";

/** A claimed job with what judging it needs: its patch and that patch's bug. `attempts` counts this one. */
export type TClaimedJob = {
  id: string;
  runId: string;
  patchId: string;
  sample: number;
  attempts: number;
  referenceVersionId: string | null;
  patch: {
    diff: string;
    bug: {
      externalId: string;
      title: string | null;
      bugType: string | null;
      language: string | null;
      report: string;
      groundTruthPatch: string;
    };
  };
};
export type TClaimRun = { id: string; status: string };

type TPatchRow = TClaimedJob["patch"]["bug"] & { id: string; diff: string };

// Raw SQL on the driver on the claim path: Prisma's pipeline and query compiler were the largest
// items of the worker's CPU profile (bench/RESULTS.md, Judge throughput). Column names are code
// constants.
const patchSql = (count: number) => {
  const marks = Array.from({ length: count }, (_, i) => mark(i + 1)).join(",");
  return `SELECT p.id, p.diff, b."externalId", b.title, b."bugType", b.language, b.report, b."groundTruthPatch"
FROM "Patch" p JOIN "Bug" b ON b.id = p."bugId" WHERE p.id IN (${marks})`;
};

/** The claimed rows with their patches and bugs, in the run's claim order. */
async function withPatches(rows: TClaimedRow[]): Promise<TClaimedJob[]> {
  const patchIds = [...new Set(rows.map((r) => r.patchId))];
  const patches = new Map(
    (
      await forChunks({
        items: patchIds,
        run: (chunk) => sql.query<TPatchRow>({ sql: patchSql(chunk.length), args: chunk }),
      })
    )
      .flat()
      .map((p) => [p.id, p]),
  );
  return rows
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((r) => {
      const { id: _id, diff, ...bug } = patches.get(r.patchId)!;
      return {
        id: r.id,
        runId: r.runId,
        patchId: r.patchId,
        sample: Number(r.sample),
        attempts: Number(r.attempts),
        referenceVersionId: r.referenceVersionId,
        patch: { diff, bug },
      };
    });
}

/**
 * Claims due jobs of the given runs for `workerId`, at most `limit` in all, to start at once:
 * a claimed job is a call in flight until the worker releases it (its verdict then is only being
 * stored, and `released` tells the claim not to count it). Each run's concurrency limit is enforced by the claim
 * itself, counting every worker's live leases (SQLite: one atomic statement; PostgreSQL: an advisory lock
 * on the run's id), so workers sharing a run never exceed it together and never hold jobs
 * they have not started. A job is due when pending and its backoff has passed, or running under
 * an expired lease; pending jobs go out in the run's position order (bug, patch, sample), so
 * all jobs of one bug are claimed together. Also returns the runs where nothing was claimed, so
 * the caller can check whether they are finished.
 */
export async function claimJudgeJobs(options: {
  workerId: string;
  runs: readonly TClaimRun[];
  limit: number;
  leaseMs: number;
  /** Ids of this worker's jobs whose call is over (verdict still being stored): not calls in flight. */
  released?: readonly string[];
  now?: Date;
}): Promise<{ jobs: TClaimedJob[]; idleRunIds: string[]; error?: unknown }> {
  const { workerId, runs, limit, leaseMs } = options;
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimRows = DB_PROVIDER === "postgresql" ? lockJudgeJobIds : takeJudgeJobIds;
  const jobs: TClaimedJob[] = [];
  const idleRunIds: string[] = [];
  for (const run of runs) {
    const room = limit - jobs.length;
    if (room <= 0) break;
    let rows: TClaimedRow[];
    try {
      rows = await claimRows({
        runId: run.id,
        workerId,
        room,
        released: options.released ?? [],
        now,
        leaseUntil,
      });
    } catch (error) {
      // Jobs already claimed from earlier runs are returned and started all the same.
      return { jobs, idleRunIds, error };
    }
    if (rows.length === 0) {
      idleRunIds.push(run.id);
      continue;
    }
    try {
      if (run.status === "queued")
        await prisma.judgeRun.updateMany({
          where: { id: run.id, status: "queued" },
          data: { status: "running", startedAt: now },
        });
      jobs.push(...(await withPatches(rows)));
    } catch (error) {
      // Claimed but unreadable (e.g. the database is busy): hand them back now rather than
      // leaving them to hold the run's room until their lease ends (which they do if this fails too).
      await forChunks({
        items: rows.map((r) => r.id),
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
