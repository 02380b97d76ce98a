import { prisma } from "@/lib/db/client";
import { finishJudgeRun } from "../queue/finish-judge-run";
import { loadBatchJobs } from "./load-batch-jobs";
import { storeBatchOutcomes } from "./store-batch-outcomes";

/**
 * Gives a batch up (its API refused it, or kept failing): the jobs it holds go back to the queue
 * as ordinary pending jobs with the reason, and online workers judge them.
 */
export async function failJudgeBatch(options: { batchId: string; runId: string; reason: string }) {
  const { batchId, runId, reason } = options;
  const jobs = await loadBatchJobs({ batchId });
  await storeBatchOutcomes({
    batchId,
    verdicts: [],
    failures: jobs.map((job) => ({ job, reason, call: null })),
    cancelled: false,
  });
  await prisma.judgeBatch.update({
    where: { id: batchId },
    data: {
      status: "failed",
      lastError: reason.slice(0, 2000),
      workerId: null,
      leaseUntil: null,
    },
  });
  await finishJudgeRun({ runId });
}
