import { createJudgeWorker, type TJudgeWorker } from "./create-judge-worker";

const globalForWorker = globalThis as unknown as { rubricateJudgeWorker?: TJudgeWorker };

/** The process's one background judge worker (started with the server), woken on demand. */
export function startJudgeWorker(): TJudgeWorker {
  const existing = globalForWorker.rubricateJudgeWorker;
  if (existing) {
    existing.wake();
    return existing;
  }
  const worker = createJudgeWorker();
  globalForWorker.rubricateJudgeWorker = worker;
  return worker;
}
