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
/** `maxCalls`: at most this many calls of the run in flight in this worker (a run probing its provider after a pause). */
export type TClaimRun = { id: string; status: string; maxCalls?: number };

type TPatchRow = TClaimedJob["patch"]["bug"] & { id: string; diff: string };

// Raw SQL on the driver on the claim path: Prisma's pipeline and query compiler were the largest
// items of the worker's CPU profile (bench/RESULTS.md, Judge throughput). Column names are code
// constants.
const patchSql = (count: number) => {
  const marks = Array.from({ length: count }, (_, i) => mark(i + 1)).join(",");
  return `SELECT p.id, p.diff, b."externalId", b.title, b."bugType", b.language, b.report, b."groundTruthPatch"
FROM "Patch" p JOIN "Bug" b ON b.id = p."bugId" WHERE p.id IN (${marks})`;
};

/**
 * The claimed rows with their patches and bugs (read now unless the claim returned them), in the
 * run's claim order.
 */
async function withPatches(rows: TClaimedRow[]): Promise<TClaimedJob[]> {
  const patchIds = [...new Set(rows.map((r) => r.patchId))];
  const patches = new Map(
    rows[0]!.diff !== undefined
      ? rows.map((r): [string, TPatchRow] => [
          r.patchId,
          {
            id: r.patchId,
            diff: r.diff!,
            externalId: r.externalId!,
            title: r.title ?? null,
            bugType: r.bugType ?? null,
            language: r.language ?? null,
            report: r.report!,
            groundTruthPatch: r.groundTruthPatch!,
          },
        ])
      : (
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
 * Claims due jobs of the given runs for `workerId`, at most `limit` to call at once in all:
 * a claimed job is a call in flight until the worker releases it (its verdict then is only being
 * stored, and `released` tells the claim not to count it). Each run's concurrency limit is
 * enforced by the claim itself, counting every worker's live leases (SQLite: one atomic
 * statement; PostgreSQL: an advisory lock on the run's id), so workers sharing a run never exceed
 * it together. A job is due when pending and its backoff has passed, or running under an expired
 * lease; pending jobs go out in the run's position order (bug, patch, sample), so all jobs of one
 * bug are claimed together.
 *
 * With `prefetch`, a full run that no other worker holds jobs of may also get jobs claimed ahead
 * (`waiting`): they wait in this worker for the slot of one of its jobs of that run whose call is
 * over, never more per run than `prefetch` nor than this worker's calls in flight there
 * (`calling`), so each one has a call ahead of it that will end. They count as calls in every
 * claim (the database cannot tell them apart), hence not while another worker shares the run.
 * `waiting` (in) lists the worker's jobs already waiting, oldest first; when a run has room for
 * calls they are admitted (`admit`) before new jobs are. Also returns the runs where nothing was
 * claimed, so the caller can check whether they are finished.
 */
export async function claimJudgeJobs(options: {
  workerId: string;
  runs: readonly TClaimRun[];
  limit: number;
  leaseMs: number;
  /** Ids of this worker's jobs whose call is over (verdict being stored): not calls in flight. */
  released?: readonly string[];
  /** Jobs per run to claim ahead (default 0). */
  prefetch?: number;
  /** This worker's calls in flight, per run. */
  calling?: ReadonlyMap<string, number>;
  /** This worker's jobs claimed ahead and waiting, oldest first. */
  waiting?: readonly TClaimedJob[];
  now?: Date;
}): Promise<{
  jobs: TClaimedJob[];
  waiting: TClaimedJob[];
  admit: TClaimedJob[];
  idleRunIds: string[];
  error?: unknown;
}> {
  const { workerId, runs, leaseMs, prefetch = 0 } = options;
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimRows = DB_PROVIDER === "postgresql" ? lockJudgeJobIds : takeJudgeJobIds;
  const out = {
    jobs: [] as TClaimedJob[],
    waiting: [] as TClaimedJob[],
    admit: [] as TClaimedJob[],
  };
  const idleRunIds: string[] = [];
  let limit = options.limit;
  for (const run of runs) {
    const queued = (options.waiting ?? []).filter((j) => j.runId === run.id);
    const calling = options.calling?.get(run.id) ?? 0;
    const slack =
      run.maxCalls === undefined ? Math.max(0, Math.min(prefetch, calling) - queued.length) : 0;
    // Calls wanted; the database takes at most its room for calls (waiting jobs counted as
    // calls), or `slack` jobs ahead when it has none.
    const room = Math.max(
      0,
      Math.min(limit, run.maxCalls ?? Infinity) -
        queued.length -
        (run.maxCalls === undefined ? 0 : calling),
    );
    if (room <= 0 && slack <= 0) continue;
    let rows: TClaimedRow[];
    try {
      rows = await claimRows({
        runId: run.id,
        workerId,
        room,
        slack,
        released: options.released ?? [],
        now,
        leaseUntil,
      });
    } catch (error) {
      // Jobs already claimed from earlier runs are returned and started all the same.
      return { ...out, idleRunIds, error };
    }
    if (rows.length === 0) {
      idleRunIds.push(run.id);
      continue;
    }
    let jobs: TClaimedJob[];
    try {
      if (run.status === "queued")
        await prisma.judgeRun.updateMany({
          where: { id: run.id, status: "queued" },
          data: { status: "running", startedAt: now },
        });
      jobs = await withPatches(rows);
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
      return { ...out, idleRunIds, error };
    }
    // `free` counted this worker's waiting jobs as calls: the room for calls is free + queued.
    // The oldest waiting jobs get it first, then the new ones in order (rows beyond `free` were
    // claimed ahead).
    const free = Number(rows[0]!.free);
    const admitted = queued.slice(0, Math.max(0, Math.min(limit, free + queued.length)));
    const called = Math.max(0, Math.min(jobs.length, free, limit - admitted.length));
    out.admit.push(...admitted);
    out.jobs.push(...jobs.slice(0, called));
    out.waiting.push(...jobs.slice(called));
    limit -= admitted.length + called;
  }
  return { ...out, idleRunIds };
}
