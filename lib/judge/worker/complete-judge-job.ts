import { prisma } from "@/lib/db/client";
import { insertLlmCall } from "@/lib/llm/insert-llm-call";
import { toJudgeResultRow } from "./to-judge-result-row";
import { addRunCallTotals } from "./add-run-call-totals";
import type { TClaimedJob } from "../queue/claim-judge-jobs";
import type { TComputedVerdict } from "../scoring/compute-judge-verdict";

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === "P2002" ||
  /UNIQUE constraint failed/i.test(String((err as Error)?.message));

/**
 * Logs the verdict's call if that was deferred (generateStructured `deferLog`), then stores one
 * verdict, marks its job done and adds it to its run's call totals, atomically. The unique
 * (run, patch, sample) key makes a second result impossible: if another worker already stored
 * this job's result (our lease ran out and it was claimed again), nothing is written and false
 * is returned.
 */
export async function completeJudgeJob(options: {
  job: TClaimedJob;
  verdict: TComputedVerdict;
}): Promise<boolean> {
  const { job, verdict } = options;
  // The call happened whatever becomes of its verdict: its log row is written first, on its own.
  if (verdict.pendingCall) await insertLlmCall({ data: verdict.pendingCall });
  try {
    const row = toJudgeResultRow({ job, verdict });
    await prisma.$transaction(async (tx) => {
      await tx.judgeResult.create({ data: row });
      await tx.judgeJob.updateMany({
        where: { id: job.id },
        data: { status: "done", leaseUntil: null, lastError: null },
      });
      await addRunCallTotals({ tx, results: [row] });
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
