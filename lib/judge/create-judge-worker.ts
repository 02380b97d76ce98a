import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { claimJudgeJobs, listActiveRuns, type TActiveRun, type TClaimedJob } from "./claim-judge-jobs";
import { finishJudgeRun } from "./finish-judge-run";
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

/** How long the list of active runs is reused between claims. */
const RUNS_TTL_MS = 250;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * A judge worker: claims due jobs (leased, so a killed worker's jobs come back), runs them
 * concurrently, renews its leases while they run, and looks for more whenever a job ends
 * and every `pollMs`. Several workers, in one process or many, share the queue safely.
 */
export function createJudgeWorker(options: TJudgeWorkerOptions = {}): TJudgeWorker {
  const id = `worker-${randomUUID()}`;
  const maxConcurrent = options.maxConcurrent ?? envNumber("JUDGE_WORKER_CONCURRENCY", 64);
  const leaseMs = options.leaseMs ?? envNumber("JUDGE_LEASE_MS", 120_000);
  const pollMs = options.pollMs ?? envNumber("JUDGE_POLL_MS", 1_000);
  const cache = createJudgeContextCache();
  const held = new Map<string, { runId: string; work: Promise<void> }>();
  let soon: NodeJS.Timeout | null = null;
  let runs: TActiveRun[] = [];
  let runsAt = 0;
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;
  const report = options.onError ?? ((err: unknown) => console.error("judge worker:", err));

  async function fill(): Promise<void> {
    do {
      again = false;
      const free = maxConcurrent - held.size;
      if (stopped || free <= 0) return;
      if (Date.now() - runsAt > RUNS_TTL_MS) {
        runs = await listActiveRuns();
        runsAt = Date.now();
      }
      const { jobs, idleRunIds } = await claimJudgeJobs({ workerId: id, limit: free, leaseMs, runs });
      // Finished runs drop out of the list at the next refresh; a new run is seen within RUNS_TTL_MS.
      if (idleRunIds.length > 0) runsAt = 0;
      // A run with nothing due may be finished (its last jobs just ended, here or elsewhere).
      for (const runId of idleRunIds) if (![...held.values()].some((h) => h.runId === runId)) await finishJudgeRun({ runId });
      for (const job of jobs) {
        const work = runJudgeJob({ job, workerId: id, cache, baseDelayMs: options.baseDelayMs })
          .then((outcome) => options.onOutcome?.(outcome, job))
          .catch(report)
          .finally(() => {
            held.delete(job.id);
            wakeSoon();
          });
        held.set(job.id, { runId: job.runId, work });
      }
    } while (again);
  }
  /** Coalesces the wake-ups of jobs ending close together into one claim. */
  function wakeSoon(): void {
    if (soon || stopped) return;
    soon = setTimeout(() => {
      soon = null;
      wake();
    }, 5);
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
    if (held.size === 0) return;
    void prisma.judgeJob
      .updateMany({ where: { id: { in: [...held.keys()] }, status: "running", workerId: id }, data: { leaseUntil: new Date(Date.now() + leaseMs) } })
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
    inFlight: () => held.size,
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (soon) clearTimeout(soon);
      await filling;
      await Promise.allSettled([...held.values()].map((h) => h.work));
      clearInterval(heartbeat);
    },
  };
}
