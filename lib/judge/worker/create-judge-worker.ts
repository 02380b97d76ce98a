import { mark, sql } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { createJobWorker, type TJobWorker } from "@/lib/jobs/create-job-worker";
import {
  readJobWorkerSettings,
  type TJobWorkerSettings,
} from "@/lib/jobs/read-job-worker-settings";
import { claimJudgeJobs, type TClaimedJob } from "../queue/claim-judge-jobs";
import { finishJudgeRun } from "../queue/finish-judge-run";
import { listActiveRuns, type TActiveRun } from "../queue/list-active-runs";
import { createResultWriter } from "./create-result-writer";
import { failJudgeJob } from "./fail-judge-job";
import { createJudgeContextCache } from "./load-judge-context";
import { runJudgeJob, type TJudgeJobOutcome } from "./run-judge-job";
import { readJudgeTargets, type TJudgeTarget } from "../config/read-judge-targets";
import { registerJudgeWorker } from "./register-judge-worker";
import { servesJudgeProvider } from "../config/serves-judge-provider";
import { createOutageBreaker } from "./create-outage-breaker";

export type TJudgeWorkerOptions = Partial<TJobWorkerSettings> & {
  /**
   * Jobs per run claimed ahead of a free slot, never more than the worker's calls in flight in
   * that run (default: its concurrency, so up to one per call; 0: none). Each is claimed, read
   * and rendered, its request built, while the calls before it are out, and it is sent the
   * moment one of them is answered. At concurrency 64 answers come every few milliseconds, and
   * a shallow queue ran dry between refills.
   */
  prefetch?: number;
  /**
   * The LLM targets this worker serves (default: read from the environment when it starts): it
   * claims only jobs of runs whose provider is among them, and leaves the rest to other workers.
   */
  targets?: readonly TJudgeTarget[];
  /**
   * A run's first pause when its provider fails every call the same way (default 1 s); each
   * next one without an answer between doubles, up to `pauseMaxMs` (default 30 s).
   */
  pauseBaseMs?: number;
  pauseMaxMs?: number;
  onOutcome?: (outcome: TJudgeJobOutcome, job: TClaimedJob) => void;
  onError?: (error: unknown) => void;
};
/** `targets`: the LLM targets it serves (its claims skip runs of other providers). */
export type TJudgeWorker = TJobWorker & { targets: readonly TJudgeTarget[] };

/** How long the list of active runs is reused between claims. */
const RUNS_TTL_MS = 250;

/**
 * A judge worker on the shared job loop (lib/jobs): claims a run's jobs only when it starts
 * them at once (each run's limit is enforced by the claim itself, over every worker), judges
 * each (the LLM call outside any transaction), gives the slot to the next job as soon as the call
 * is over, stores verdicts in small batches meanwhile, and closes a
 * run once nothing of it is left. Several workers, in one process or many, share the queue.
 */
export function createJudgeWorker(options: TJudgeWorkerOptions = {}): TJudgeWorker {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, v]) => v !== undefined),
  ) as TJudgeWorkerOptions;
  const settings = { ...readJobWorkerSettings(), ...defined };
  const { baseDelayMs } = settings;
  const cache = createJudgeContextCache();
  const writer = createResultWriter();
  const report = options.onError ?? ((err: unknown) => console.error("judge worker:", err));
  const targets = options.targets ?? readJudgeTargets();
  let runs: TActiveRun[] = [];
  let runsAt = 0;
  const breaker = createOutageBreaker({
    baseMs: options.pauseBaseMs ?? 1_000,
    maxMs: options.pauseMaxMs ?? 30_000,
    pausedUntil: (runId) => runs.find((r) => r.id === runId)?.pausedUntil ?? null,
    onError: report,
  });
  /**
   * The open runs this worker can serve (its providers) whose calls are not paused; a run whose
   * pause ended gets one call from this worker (a probe) until an answer clears the pause.
   */
  const claimable = () => {
    const now = Date.now();
    return runs
      .filter(
        (r) =>
          servesJudgeProvider({ targets, provider: r.provider }) &&
          !(r.pausedUntil && r.pausedUntil.getTime() > now),
      )
      .map((r) => (breaker.probing(r.id) ? { ...r, maxCalls: 1 } : r));
  };

  const worker = createJobWorker<TClaimedJob>({
    name: "worker",
    maxConcurrent: settings.maxConcurrent,
    prefetch: options.prefetch ?? settings.maxConcurrent,
    lane: (job) => (job as TClaimedJob).runId,
    leaseMs: settings.leaseMs,
    pollMs: settings.pollMs,
    deadlineMs: settings.deadlineMs,
    onError: report,
    hooks: {
      async claim({ workerId, limit, leaseUntil, held, released, waiting, prefetch, calling }) {
        if (Date.now() - runsAt > RUNS_TTL_MS) {
          runs = await listActiveRuns();
          runsAt = Date.now();
        }
        const open = claimable();
        if (open.length === 0) return [];
        const claimed = await claimJudgeJobs({
          workerId,
          runs: open,
          limit,
          leaseMs: leaseUntil.getTime() - Date.now(),
          released: released.map((j) => j.id),
          prefetch,
          calling,
          waiting,
        });
        const { jobs, idleRunIds, error } = claimed;
        // What was claimed starts all the same; the next wake-up tries the rest again.
        if (error) report(error);
        // A run where nothing was claimed may be finished (its last jobs just ended, here or elsewhere).
        const holds = new Set(held.map((j) => j.runId));
        for (const runId of idleRunIds)
          if (
            !holds.has(runId) &&
            !jobs.some((j) => j.runId === runId) &&
            !claimed.waiting.some((j) => j.runId === runId) &&
            (await finishJudgeRun({ runId }))
          )
            runsAt = 0;
        return claimed;
      },
      async run({ job, workerId, release, ready, signal }) {
        const outcome = await runJudgeJob({
          job,
          workerId,
          release,
          ready,
          signal,
          cache,
          baseDelayMs,
          store: writer.write,
          breaker,
        });
        options.onOutcome?.(outcome, job);
      },
      async renew({ ids, workerId, leaseUntil }) {
        // JUDGE_WORKER_CONCURRENCY may exceed what one statement binds.
        await forChunks({
          items: ids,
          run: (chunk) =>
            sql.query({
              sql: `UPDATE "JudgeJob" SET "leaseUntil" = ${mark(1)}, "updatedAt" = ${mark(2)} WHERE status = 'running' AND "workerId" = ${mark(3)} AND id IN (${chunk.map((_, i) => mark(i + 4)).join(",")})`,
              args: [leaseUntil, new Date(), workerId, ...chunk],
            }),
        });
      },
      async giveUp({ job, workerId, reason }) {
        await failJudgeJob({ job, workerId, reason, retryable: true, baseDelayMs });
      },
    },
  });
  const registration = registerJudgeWorker({ id: worker.id, targets, onError: report });
  return {
    ...worker,
    targets,
    // Someone queued or re-opened a run: look at the runs again now.
    wake: () => {
      runsAt = 0;
      worker.wake();
    },
    async stop() {
      await worker.stop();
      await writer.flush();
      await registration.stop();
    },
  };
}
