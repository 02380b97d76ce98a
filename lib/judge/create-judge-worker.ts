import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { claimJudgeJobs, type TClaimedJob } from "./claim-judge-jobs";
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
  const held = new Map<string, Promise<void>>();
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;
  const report = options.onError ?? ((err: unknown) => console.error("judge worker:", err));

  async function fill(): Promise<void> {
    do {
      again = false;
      const free = maxConcurrent - held.size;
      if (stopped || free <= 0) return;
      const jobs = await claimJudgeJobs({ workerId: id, limit: free, leaseMs });
      for (const job of jobs) {
        const work = runJudgeJob({ job, workerId: id, cache, baseDelayMs: options.baseDelayMs })
          .then((outcome) => options.onOutcome?.(outcome, job))
          .catch(report)
          .finally(() => {
            held.delete(job.id);
            wake();
          });
        held.set(job.id, work);
      }
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
    wake,
    inFlight: () => held.size,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await filling;
      await Promise.allSettled([...held.values()]);
      clearInterval(heartbeat);
    },
  };
}
