import { getJudgeEnv } from "@/lib/env/get-judge-env";
import { createJudgeWorker } from "./create-judge-worker";
import { spawnWorkerProcesses } from "./spawn-worker-processes";

/** A background worker the server can wake when it queues work. */
export type TWakeable = { wake: () => void };
const globalForWorker = globalThis as unknown as { rubricateJudgeWorker?: TWakeable };

/**
 * The server's background judge worker, woken on demand: in this process (JUDGE_WORKER=inline),
 * in JUDGE_WORKER_PROCESSES `rubricate worker` child processes, the first also running the batch
 * worker (process), or none (off: separately started workers find the jobs).
 */
export function startJudgeWorker(): TWakeable {
  const existing = globalForWorker.rubricateJudgeWorker;
  if (existing) {
    existing.wake();
    return existing;
  }
  const env = getJudgeEnv();
  const mode = env.JUDGE_WORKER;
  const worker: TWakeable =
    mode === "process"
      ? spawnWorkerProcesses({
          count: env.JUDGE_WORKER_PROCESSES,
          concurrency: env.JUDGE_WORKER_CONCURRENCY,
        })
      : mode === "off"
        ? { wake: () => {} }
        : createJudgeWorker();
  globalForWorker.rubricateJudgeWorker = worker;
  return worker;
}
