import { getJudgeEnv } from "@/lib/env/get-judge-env";
import { startJudgeWorker, type TWakeable } from "../worker/start-judge-worker";
import { createBatchWorker } from "./create-batch-worker";

const globalForWorker = globalThis as unknown as { rubricateBatchWorker?: TWakeable };

/**
 * The server's one batch worker (started with the server beside the judge worker), woken on
 * demand; with JUDGE_WORKER=process it is the worker child process's, with off another process's.
 */
export function startBatchWorker(): TWakeable {
  const existing = globalForWorker.rubricateBatchWorker;
  if (existing) {
    existing.wake();
    return existing;
  }
  const mode = getJudgeEnv().JUDGE_WORKER;
  const worker: TWakeable = mode === "inline" ? createBatchWorker() : startJudgeWorker();
  globalForWorker.rubricateBatchWorker = worker;
  return worker;
}
