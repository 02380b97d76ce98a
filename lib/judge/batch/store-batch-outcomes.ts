import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import type { TClaimedJob } from "../queue/claim-judge-jobs";
import type { TComputedVerdict } from "../scoring/compute-judge-verdict";
import { toJudgeResultRow } from "../worker/to-judge-result-row";
import { addRunCallTotals } from "../worker/add-run-call-totals";
import { batchHolder } from "./plan-judge-batches";
import type { TLlmCallInsert } from "@/lib/llm/insert-llm-call";

/** An LlmCall row to insert with a verdict (a batch answer; null for a cache hit, already logged). */
export type TLlmCallRow = TLlmCallInsert & {
  rawOutput: string | null;
  error: string | null;
  logprobs: string | null;
  batch: boolean;
};
export type TBatchVerdict = {
  job: TClaimedJob;
  verdict: TComputedVerdict;
  call: TLlmCallRow | null;
};
export type TBatchFailure = { job: TClaimedJob; reason: string; call: TLlmCallRow | null };

/** Rows per transaction: a few statements of one chunk each. */
const CHUNK = 200;

/**
 * Writes what a batch answered, only for jobs it still holds: each verdict with its LlmCall row,
 * its JudgeResult and its job's "done" in one transaction per chunk (so a crash part-way leaves
 * the rest held by the batch, collected again on the next poll); each failure's LlmCall row (an
 * answer that missed the schema) and its job handed back as an ordinary pending job, retried
 * online with its reason (or cancelled, when the run was). Returns how many were stored.
 */
export async function storeBatchOutcomes(options: {
  batchId: string;
  verdicts: readonly TBatchVerdict[];
  failures: readonly TBatchFailure[];
  cancelled: boolean;
  now?: Date;
}): Promise<{ stored: number; handedBack: number }> {
  const { batchId, cancelled } = options;
  const now = options.now ?? new Date();
  const holder = batchHolder(batchId);
  let stored = 0;
  await forChunks({
    items: options.verdicts,
    size: CHUNK,
    run: async (chunk) => {
      const calls = chunk.flatMap(({ verdict, call }) =>
        call && verdict.llmCallId ? [{ ...call, id: verdict.llmCallId, createdAt: now }] : [],
      );
      const rows = chunk.map(({ job, verdict }) => toJudgeResultRow({ job, verdict }));
      await prisma.$transaction(async (tx) => {
        await tx.llmCall.createMany({ data: calls });
        await tx.judgeResult.createMany({ data: rows });
        await tx.judgeJob.updateMany({
          where: { id: { in: chunk.map((v) => v.job.id) }, status: "running", workerId: holder },
          data: { status: "done", leaseUntil: null, workerId: null, lastError: null },
        });
        await addRunCallTotals({ tx, results: rows });
      });
      stored += chunk.length;
    },
  });
  let handedBack = 0;
  await forChunks({
    items: options.failures,
    size: CHUNK,
    run: async (chunk) => {
      const calls = chunk.flatMap(({ call }) =>
        call ? [{ ...call, id: randomUUID(), createdAt: now }] : [],
      );
      await prisma.$transaction([
        prisma.llmCall.createMany({ data: calls }),
        ...chunk.map(({ job, reason }) =>
          prisma.judgeJob.updateMany({
            where: { id: job.id, status: "running", workerId: holder },
            data: cancelled
              ? { status: "cancelled", leaseUntil: null, workerId: null }
              : {
                  status: "pending",
                  leaseUntil: null,
                  workerId: null,
                  nextAttemptAt: now,
                  lastError: `batch: ${reason}`.slice(0, 2000),
                },
          }),
        ),
      ]);
      handedBack += chunk.length;
    },
  });
  return { stored, handedBack };
}
