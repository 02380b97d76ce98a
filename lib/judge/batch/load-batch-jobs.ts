import { prisma, type Prisma } from "@/lib/db/client";
import type { TClaimedJob } from "../queue/claim-judge-jobs";
import { batchHolder } from "./plan-judge-batches";

// What judging a job needs, as the online claim reads it (TClaimedJob).
const BATCH_JOB_SELECT = {
  id: true,
  runId: true,
  patchId: true,
  sample: true,
  attempts: true,
  referenceVersionId: true,
  patch: {
    select: {
      diff: true,
      bug: {
        select: {
          externalId: true,
          title: true,
          bugType: true,
          language: true,
          report: true,
          groundTruthPatch: true,
        },
      },
    },
  },
} as const satisfies Prisma.JudgeJobSelect;

/** The jobs a batch still holds (running under `batch:<id>`), with their patches and bugs. */
export async function loadBatchJobs(options: { batchId: string }): Promise<TClaimedJob[]> {
  return prisma.judgeJob.findMany({
    where: { status: "running", workerId: batchHolder(options.batchId) },
    orderBy: { id: "asc" },
    select: BATCH_JOB_SELECT,
  });
}
