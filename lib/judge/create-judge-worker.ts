import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { claimJudgeJobs, type TClaimedJob } from "./claim-judge-jobs";
import { createResultWriter } from "./create-result-writer";
import { finishJudgeRun } from "./finish-judge-run";
import { listRunCapacity, type TRunCapacity } from "./list-run-capacity";
import { createJudgeContextCache } from "./load-judge-context";
import { runJudgeJob, type TJudgeJobOutcome } from "./run-judge-job";

export type TJudgeWorkerOptions = {
  /** Jobs in flight at once in this process, over all runs (each run also has its own limit). */
  maxConcurrent?: number;
  /** How long a claimed job stays ours without a heartbeat; a dead worker's jobs return after it. */
  leaseMs?: number;
  /** How often to look for due jobs when nothing wakes the worker. */
  pollMs?: number;
  /** First retry delay (doubling, with jitter). */
  baseDelayMs?: number;
  onOutcome?: (outcome: TJudgeJobOutcome, job: TClaimedJob) => void;
  onError?: (error: unknown) => void;
};
export type TJudgeWorker = { id: string; wake: () => void; stop: () => Promise<void>; inFlight: () => number };

/** Jobs claimed ahead of free slots, per run and per process. */
const PREFETCH = 8;
/** How long the list of active runs (and other workers' leases on them) is reused between claims. */
const RUNS_TTL_MS = 250;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * A judge worker: claims due jobs (leased, so a killed worker's jobs come back), runs them
 * concurrently within each run's limit, renews its leases while they run, and claims the
 * next job as soon as one ends (and every `pollMs`). Several workers, in one process or
 * many, share the queue safely.
 */
export function createJudgeWorker(options: TJudgeWorkerOptions = {}): TJudgeWorker {
  const id = `worker-${randomUUID()}`;
  const maxConcurrent = options.maxConcurrent ?? envNumber("JUDGE_WORKER_CONCURRENCY", 64);
  const leaseMs = options.leaseMs ?? envNumber("JUDGE_LEASE_MS", 120_000);
  const pollMs = options.pollMs ?? envNumber("JUDGE_POLL_MS", 1_000);
  const cache = createJudgeContextCache();
  const writer = createResultWriter();
  const held = new Map<string, { runId: string; work: Promise<void> }>();
  const ready: TClaimedJob[] = [];
  let runs: TRunCapacity[] = [];
  let runsAt = 0;
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;
  const report = options.onError ?? ((err: unknown) => console.error("judge worker:", err));
  const heldBy = (runId: string) => [...held.values()].filter((h) => h.runId === runId).length;

  /** Starts ready jobs while this process and each job's run have room. */
  function startReady(): void {
    for (let i = 0; i < ready.length && held.size < maxConcurrent; ) {
      const job = ready[i]!;
      const run = runs.find((r) => r.id === job.runId);
      if (run && heldBy(job.runId) >= run.concurrency - run.heldElsewhere) {
        i += 1;
        continue;
      }
      ready.splice(i, 1);
      const work = runJudgeJob({ job, workerId: id, cache, baseDelayMs: options.baseDelayMs, store: writer.write })
        .then((outcome) => options.onOutcome?.(outcome, job))
        .catch(report)
        .finally(() => {
          held.delete(job.id);
          startReady();
          if (ready.length <= PREFETCH / 2) wake();
        });
      held.set(job.id, { runId: job.runId, work });
    }
  }

  async function fill(): Promise<void> {
    do {
      again = false;
      if (stopped) return;
      if (Date.now() - runsAt > RUNS_TTL_MS) {
        runs = await listRunCapacity({ workerId: id });
        runsAt = Date.now();
      }
      // Claim a few jobs ahead of the free slots, so a slot that frees up starts at once and
      // claims come in batches. Jobs waiting here hold leases like running ones.
      const waiting = (runId: string) => ready.filter((j) => j.runId === runId).length;
      const rooms = runs.map((r) => ({ id: r.id, status: r.status, room: r.concurrency - r.heldElsewhere - heldBy(r.id) - waiting(r.id) + Math.min(PREFETCH, r.concurrency) }));
      const limit = maxConcurrent - held.size + PREFETCH - ready.length;
      if (limit > 0) {
        const { jobs, idleRunIds } = await claimJudgeJobs({ workerId: id, runs: rooms, limit, leaseMs });
        // A run with nothing due may be finished (its last jobs just ended, here or elsewhere).
        for (const runId of idleRunIds) if (heldBy(runId) === 0 && waiting(runId) === 0 && (await finishJudgeRun({ runId }))) runsAt = 0;
        ready.push(...jobs);
      }
      startReady();
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
  const poll = setInterval(wake, pollMs);
  const heartbeat = setInterval(() => {
    const ids = [...held.keys(), ...ready.map((j) => j.id)];
    if (ids.length === 0) return;
    // JUDGE_WORKER_CONCURRENCY may exceed what one statement binds.
    void forChunks({ items: ids, run: (chunk) => prisma.judgeJob.updateMany({ where: { id: { in: chunk }, status: "running", workerId: id }, data: { leaseUntil: new Date(Date.now() + leaseMs) } }) })
      .catch(report);
  }, Math.max(50, Math.floor(leaseMs / 3)));
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
    inFlight: () => held.size + ready.length,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await filling;
      // Jobs claimed but not started go back to the queue now rather than after their lease.
      const unstarted = ready.splice(0).map((j) => j.id);
      await forChunks({ items: unstarted, run: (chunk) => prisma.judgeJob.updateMany({ where: { id: { in: chunk }, status: "running", workerId: id }, data: { status: "pending", leaseUntil: null, workerId: null, attempts: { decrement: 1 } } }) });
      await Promise.allSettled([...held.values()].map((h) => h.work));
      await writer.flush();
      clearInterval(heartbeat);
    },
  };
}
