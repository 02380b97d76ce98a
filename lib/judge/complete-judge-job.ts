import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { estimateCost } from "@/lib/llm/estimate-cost";
import type { TClaimedJob } from "./claim-judge-jobs";
import type { TComputedVerdict } from "./compute-judge-verdict";

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === "P2002" || /UNIQUE constraint failed/i.test(String((err as Error)?.message));

/**
 * Stores one verdict and marks its job done in one transaction, only while this worker
 * still holds the job; the run's call, token and cost counters move with it. Returns false
 * when the job was lost (lease expired and taken) or its result already exists: the unique
 * (run, patch, sample) key makes a second result impossible.
 */
export async function completeJudgeJob(options: { job: TClaimedJob; workerId: string; verdict: TComputedVerdict; provider: string; model: string }): Promise<boolean> {
  const { job, workerId, verdict, provider, model } = options;
  const spent = verdict.llmCallId !== null && !verdict.cached;
  const cost = spent ? estimateCost({ provider, model, inputTokens: verdict.inputTokens, outputTokens: verdict.outputTokens }) : null;
  try {
    return await prisma.$transaction(async (tx) => {
      const held = await tx.judgeJob.updateMany({ where: { id: job.id, status: "running", workerId }, data: { status: "done", leaseUntil: null, lastError: null } });
      if (held.count !== 1) throw new LostJob();
      await tx.judgeResult.create({
        data: {
          id: randomUUID(), runId: job.runId, jobId: job.id, patchId: job.patchId, sample: job.sample,
          label: verdict.label, thought: verdict.thought, justification: verdict.justification,
          confidence: verdict.confidence, cached: verdict.cached, llmCallId: verdict.llmCallId,
        },
      });
      if (verdict.llmCallId !== null) {
        await tx.judgeRun.update({
          where: { id: job.runId },
          data: spent
            ? { llmCalls: { increment: 1 }, inputTokens: { increment: verdict.inputTokens ?? 0 }, outputTokens: { increment: verdict.outputTokens ?? 0 }, ...(cost !== null ? { costUsd: { increment: cost } } : {}) }
            : { cachedCalls: { increment: 1 } },
        });
      }
      return true;
    });
  } catch (err) {
    if (err instanceof LostJob || isUniqueViolation(err)) return false;
    throw err;
  }
}

class LostJob extends Error {}
