import { prisma } from "@/lib/db/client";
import { getJudgeEnv } from "@/lib/env/get-judge-env";
import { createJobWorker, type TJobWorker } from "@/lib/jobs/create-job-worker";
import { readJudgeTargets, type TJudgeTarget } from "../config/read-judge-targets";
import { backoffDelay } from "../worker/backoff-delay";
import { createJudgeContextCache } from "../worker/load-judge-context";
import { claimJudgeBatches } from "./claim-judge-batches";
import { BatchHttpError } from "./create-batch-client";
import { failJudgeBatch } from "./fail-judge-batch";
import { planJudgeBatches } from "./plan-judge-batches";
import { stepJudgeBatch } from "./step-judge-batch";
import type { TBatchRow } from "./submit-judge-batch";
import { countNoun } from "@/lib/text/count-noun";

/** Consecutive failed steps after which a batch is given up and its jobs judged online. */
export const MAX_BATCH_ATTEMPTS = 8;

export type TBatchWorkerOptions = {
  /** How often a submitted batch is asked for its status (JUDGE_BATCH_POLL_MS). */
  batchPollMs?: number;
  /** How often the worker looks for batch runs to plan and batches due (JUDGE_POLL_MS). */
  pollMs?: number;
  leaseMs?: number;
  /** Base of the backoff between failed steps. */
  baseDelayMs?: number;
  /** Bytes per provider batch at most (tests; default the provider's limit). */
  maxBatchBytes?: number;
  /**
   * The LLM targets this worker serves (default: read from the environment when it starts): it
   * plans and steps only batches of those providers, and a sent batch only at the endpoint it
   * was sent to; the rest wait for a worker that reaches them.
   */
  targets?: readonly TJudgeTarget[];
  fetch?: typeof globalThis.fetch;
  onError?: (error: unknown) => void;
};

/**
 * The batch worker on the shared job loop (lib/jobs): its jobs are JudgeBatch rows. Each claim
 * first plans new batch-mode runs into batches, then takes due batches under a lease; each run
 * does one step (submit, poll, collect) and schedules the next poll. A failed step is retried
 * with backoff; a batch refused by its API, or failing MAX_BATCH_ATTEMPTS times in a row, is given
 * up and its jobs go back to the queue for online workers. A restarted worker resumes every open
 * batch it can reach from the table. Several workers with different providers or endpoints share
 * the table: each takes only what it can reach.
 */
export function createBatchWorker(options: TBatchWorkerOptions = {}): TJobWorker {
  const env = getJudgeEnv();
  const batchPollMs = options.batchPollMs ?? env.JUDGE_BATCH_POLL_MS;
  const leaseMs = options.leaseMs ?? env.JUDGE_LEASE_MS;
  const cache = createJudgeContextCache();
  const report = options.onError ?? ((err: unknown) => console.error("batch worker:", err));
  const targets = options.targets ?? readJudgeTargets();

  /** Ends this claim of the batch (its holder token), never a later claim's. */
  async function release(batch: TBatchRow, data: Record<string, unknown>) {
    await prisma.judgeBatch.updateMany({
      where: { id: batch.id, workerId: batch.holder },
      data: { workerId: null, leaseUntil: null, ...data },
    });
  }

  return createJobWorker<TBatchRow>({
    name: "batch",
    maxConcurrent: 4,
    leaseMs,
    pollMs: options.pollMs ?? env.JUDGE_POLL_MS,
    // Collecting a large batch parses every answer: give it time.
    deadlineMs: 15 * 60_000,
    onError: report,
    hooks: {
      async claim({ workerId, limit }) {
        await planJudgeBatches({ targets });
        // Planning may take a while: the lease starts when the batch is claimed.
        return claimJudgeBatches({
          workerId,
          limit,
          targets,
          leaseUntil: new Date(Date.now() + leaseMs),
        });
      },
      async run({ job: batch }) {
        try {
          await stepJudgeBatch({
            batch,
            cache,
            leaseMs,
            fetch: options.fetch,
            maxBytes: options.maxBatchBytes,
          });
          await release(batch, {
            attempts: 0,
            lastError: null,
            nextPollAt: new Date(Date.now() + batchPollMs),
          });
        } catch (err) {
          report(err);
          const reason = err instanceof Error ? err.message : String(err);
          const attempts = batch.attempts + 1;
          const refused = err instanceof BatchHttpError && !err.retryable;
          if (refused || attempts >= MAX_BATCH_ATTEMPTS) {
            await failJudgeBatch({
              batchId: batch.id,
              runId: batch.runId,
              reason: `The batch API failed (${countNoun({ count: attempts, one: "attempt" })}): ${reason}; judged online instead.`,
            });
            return;
          }
          const delay = backoffDelay({
            attempt: attempts,
            baseMs: options.baseDelayMs ?? 1000,
            maxMs: 10 * 60_000,
          });
          await release(batch, {
            attempts,
            lastError: reason.slice(0, 2000),
            nextPollAt: new Date(Date.now() + delay),
          });
        }
      },
      async renew({ ids, workerId, leaseUntil }) {
        await prisma.judgeBatch.updateMany({
          where: { id: { in: ids }, workerId: { startsWith: `${workerId}/` } },
          data: { leaseUntil },
        });
      },
      async giveUp({ job: batch, reason }) {
        await release(batch, {
          lastError: reason.slice(0, 2000),
          nextPollAt: new Date(),
        });
      },
    },
  });
}
