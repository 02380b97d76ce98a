import { getJudgeEnv } from "@/lib/env/get-judge-env";
import { createJudgeWorker } from "./create-judge-worker";
import { spawnWorkerProcess } from "./spawn-worker-process";

type TWakeable = { wake: () => void };
const globalForWorker = globalThis as unknown as { rubricateJudgeWorker?: TWakeable };

/**
 * The server's one background judge worker, woken on demand: in this process (JUDGE_WORKER=inline),
 * in a `rubricate worker` child process that also runs the batch worker (process), or none (off:
 * separately started workers find the jobs).
 */
export function startJudgeWorker(): TWakeable {
  const existing = globalForWorker.rubricateJudgeWorker;
  if (existing) {
    existing.wake();
    return existing;
  }
  const mode = getJudgeEnv().JUDGE_WORKER;
  const worker: TWakeable =
    mode === "process"
      ? spawnWorkerProcess()
      : mode === "off"
        ? { wake: () => {} }
        : createJudgeWorker();
  globalForWorker.rubricateJudgeWorker = worker;
  return worker;
}
