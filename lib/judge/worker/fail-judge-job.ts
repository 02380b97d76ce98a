import { prisma } from "@/lib/db/client";
import { backoffDelay } from "./backoff-delay";
import type { TClaimedJob } from "../queue/claim-judge-jobs";

/** Attempts per job before it is marked failed (the first try included): with the default backoff the waits between them add up to over a minute. */
export const MAX_JUDGE_ATTEMPTS = 8;

/**
 * Records a failed attempt while this worker still holds the job (same worker, same attempt:
 * a job given up and claimed again meanwhile is left alone): back to pending after an
 * exponential backoff with jitter when the failure is transient and attempts remain,
 * else failed with the reason (it can then be retried alone).
 */
export async function failJudgeJob(options: {
  job: TClaimedJob;
  workerId: string;
  reason: string;
  retryable: boolean;
  retryAfterMs?: number | null;
  baseDelayMs?: number;
  /**
   * The provider is down for the run (create-outage-breaker), not this job: back to the queue
   * until then, the attempt not spent.
   */
  resumeAt?: Date | null;
  now?: Date;
}): Promise<"retry" | "failed"> {
  const { job, workerId, reason, retryable } = options;
  const now = options.now ?? new Date();
  if (options.resumeAt) {
    await prisma.judgeJob.updateMany({
      where: { id: job.id, status: "running", workerId, attempts: job.attempts },
      data: {
        status: "pending",
        leaseUntil: null,
        attempts: { decrement: 1 },
        lastError: `provider unavailable (attempt not counted): ${reason}`.slice(0, 2000),
        nextAttemptAt: options.resumeAt,
      },
    });
    return "retry";
  }
  const retry = retryable && job.attempts < MAX_JUDGE_ATTEMPTS;
  const delay = retry
    ? backoffDelay({
        attempt: job.attempts,
        baseMs: options.baseDelayMs,
        retryAfterMs: options.retryAfterMs,
      })
    : 0;
  const lastError =
    `${retry ? `attempt ${job.attempts} of ${MAX_JUDGE_ATTEMPTS}: ` : ""}${reason}`.slice(0, 2000);
  await prisma.judgeJob.updateMany({
    where: { id: job.id, status: "running", workerId, attempts: job.attempts },
    data: retry
      ? {
          status: "pending",
          leaseUntil: null,
          lastError,
          nextAttemptAt: new Date(now.getTime() + delay),
        }
      : { status: "failed", leaseUntil: null, lastError },
  });
  return retry ? "retry" : "failed";
}
