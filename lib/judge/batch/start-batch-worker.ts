import type { TJobWorker } from "@/lib/jobs/create-job-worker";
import { createBatchWorker } from "./create-batch-worker";

const globalForWorker = globalThis as unknown as { rubricateBatchWorker?: TJobWorker };

/** The process's one batch worker (started with the server beside the judge worker), woken on demand. */
export function startBatchWorker(): TJobWorker {
  const existing = globalForWorker.rubricateBatchWorker;
  if (existing) {
    existing.wake();
    return existing;
  }
  const worker = createBatchWorker();
  globalForWorker.rubricateBatchWorker = worker;
  return worker;
}
