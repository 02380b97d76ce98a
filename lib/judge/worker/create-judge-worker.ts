import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { claimJudgeJobs, type TClaimedJob } from "../queue/claim-judge-jobs";
import { createResultWriter } from "./create-result-writer";
import { failJudgeJob } from "./fail-judge-job";
import { finishJudgeRun } from "../queue/finish-judge-run";
import { listActiveRuns, type TActiveRun } from "../queue/list-active-runs";
import { createJudgeContextCache } from "./load-judge-context";
import { runJudgeJob, type TJudgeJobOutcome } from "./run-judge-job";
import { judgeWorkerSettings, type TJudgeWorkerSettings } from "./judge-worker-settings";

export type TJudgeWorkerOptions = Partial<TJudgeWorkerSettings> & {
  onOutcome?: (outcome: TJudgeJobOutcome, job: TClaimedJob) => void;
  onError?: (error: unknown) => void;
};
export type TJudgeWorker = { id: string; wake: () => void; stop: () => Promise<void>; inFlight: () => number };

/** A job this worker is judging: claimed, its call started at `startedAt`. */
type THeldJob = { job: TClaimedJob; startedAt: number; work: Promise<void> };

/** How long the list of active runs is reused between claims. */
const RUNS_TTL_MS = 250;

/**
 * A judge worker: claims due jobs only when it can start them at once (each run's limit is
 * enforced by the claim itself, over every worker), renews the leases of the calls really in
 * flight, and claims the next job as soon as one ends (and every `pollMs`). A job still
 * unanswered after `deadlineMs` is given up (its lease is no longer renewed, it goes back to
 * the queue with a backoff, or fails after its last attempt), and so is one whose outcome could
 * not be written (e.g. the database was busy): either way its slot is freed. Several workers,
 * in one process or many, share the queue safely.
 */
export function createJudgeWorker(options: TJudgeWorkerOptions = {}): TJudgeWorker {
  const id = `worker-${randomUUID()}`;
  const { maxConcurrent, leaseMs, pollMs, deadlineMs, baseDelayMs } = { ...judgeWorkerSettings(), ...definedOf(options) };
  const cache = createJudgeContextCache();
  const writer = createResultWriter();
  const held = new Map<string, THeldJob>();
  /** Jobs whose outcome could not be written: handed back to the queue on the next heartbeat. */
  const orphans = new Map<string, { job: TClaimedJob; reason: string }>();
  let runs: TActiveRun[] = [];
  let runsAt = 0;
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;
  const report = options.onError ?? ((err: unknown) => console.error("judge worker:", err));
  const holds = (runId: string) => [...held.values()].some((h) => h.job.runId === runId);

  function start(job: TClaimedJob): void {
    const entry = { job, startedAt: Date.now() } as THeldJob;
    held.set(job.id, entry);
    entry.work = runJudgeJob({ job, workerId: id, cache, baseDelayMs, store: writer.write })
      .then((outcome) => options.onOutcome?.(outcome, job))
      .catch((err: unknown) => {
        report(err);
        if (held.get(job.id) === entry) orphans.set(job.id, { job, reason: `The worker could not record this attempt: ${err instanceof Error ? err.message : String(err)}` });
      })
      .finally(() => {
        // A job given up at its deadline may have been claimed again by this worker since.
        if (held.get(job.id) === entry) held.delete(job.id);
        wake();
      });
  }

  async function fill(): Promise<void> {
    do {
      again = false;
      if (stopped) return;
      if (Date.now() - runsAt > RUNS_TTL_MS) {
        runs = await listActiveRuns();
        runsAt = Date.now();
      }
      const free = maxConcurrent - held.size;
      if (free <= 0 || runs.length === 0) continue;
      const { jobs, idleRunIds, error } = await claimJudgeJobs({ workerId: id, runs, limit: free, leaseMs });
      for (const job of jobs) start(job);
      if (error) throw error;
      // A run where nothing was claimed may be finished (its last jobs just ended, here or elsewhere).
      for (const runId of idleRunIds) if (!holds(runId) && (await finishJudgeRun({ runId }))) runsAt = 0;
    } while (again);
  }
  function wake(): void {
    if (stopped) return;
    if (filling) {
      again = true;
      return;
    }
    filling = fill()
      .catch(report)
      .finally(() => {
        filling = null;
        if (again) wake();
      });
  }

  /** Renews the leases of calls in flight; gives up calls past their deadline and hands orphans back. */
  async function beat(): Promise<void> {
    const now = Date.now();
    const live: string[] = [];
    for (const [jobId, h] of held) {
      if (now - h.startedAt <= deadlineMs) live.push(jobId);
      else {
        held.delete(jobId);
        orphans.set(jobId, { job: h.job, reason: `No answer within the job deadline (${Math.round(deadlineMs / 1000)} s); given up and queued again.` });
      }
    }
    // JUDGE_WORKER_CONCURRENCY may exceed what one statement binds.
    await forChunks({ items: live, run: (chunk) => prisma.judgeJob.updateMany({ where: { id: { in: chunk }, status: "running", workerId: id }, data: { leaseUntil: new Date(now + leaseMs) } }) });
    for (const [jobId, { job, reason }] of orphans) {
      await failJudgeJob({ job, workerId: id, reason, retryable: true, baseDelayMs });
      orphans.delete(jobId);
    }
    if (orphans.size === 0 && held.size < maxConcurrent) wake();
  }
  let beating = false;
  const heartbeat = setInterval(() => {
    if (beating) return;
    beating = true;
    beat()
      .catch(report)
      .finally(() => (beating = false));
  }, Math.max(50, Math.min(Math.floor(leaseMs / 3), 5_000)));
  const poll = setInterval(wake, pollMs);
  poll.unref();
  heartbeat.unref();
  wake();
  return {
    id,
    // Someone queued or re-opened a run: look at the runs again now.
    wake: () => {
      runsAt = 0;
      wake();
    },
    inFlight: () => held.size + orphans.size,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await filling;
      // Let the calls in flight finish, each until its deadline at most; the ones still out
      // then are given up by the last heartbeat below and go back to the queue.
      const settle = (h: THeldJob) => Promise.race([h.work, new Promise((r) => setTimeout(r, Math.max(0, h.startedAt + deadlineMs + 1 - Date.now())))]);
      await Promise.all([...held.values()].map(settle));
      await writer.flush();
      await beat().catch(report);
      clearInterval(heartbeat);
    },
  };
}

const definedOf = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
