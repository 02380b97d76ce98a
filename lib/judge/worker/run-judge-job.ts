import { AppError } from "@/lib/errors/app-error";
import type { TClaimedJob } from "../queue/claim-judge-jobs";
import { completeJudgeJob } from "./complete-judge-job";
import { computeJudgeVerdict, type TComputedVerdict } from "../scoring/compute-judge-verdict";
import { failJudgeJob } from "./fail-judge-job";
import { loadJudgeContext, type TJudgeContextCache } from "./load-judge-context";
import { prisma } from "@/lib/db/client";
import type { TOutageBreaker } from "./create-outage-breaker";

export type TJudgeJobOutcome = "done" | "retry" | "failed" | "lost" | "cancelled";

/**
 * Judges one claimed job end to end: context, verdict (LLM call outside any transaction),
 * then the result (through `store`, e.g. a batching result writer) or the failure. The
 * worker closes finished runs (finishJudgeRun).
 */
export async function runJudgeJob(options: {
  job: TClaimedJob;
  workerId: string;
  cache: TJudgeContextCache;
  baseDelayMs?: number;
  /** Called once the verdict is in (the call is over), before it is stored: frees the job's slot. */
  release?: () => void;
  /**
   * Resolves when the job may call (a job claimed ahead waits for a slot): the request is
   * prepared meanwhile and sent then. Default: at once.
   */
  ready?: () => Promise<void>;
  store?: (job: TClaimedJob, verdict: TComputedVerdict) => Promise<boolean>;
  /** Aborted when the worker gives the job up (its deadline): the call must not outlive the hold. */
  signal?: AbortSignal;
  /** Pauses the run when its provider is down, so its jobs keep their attempts. */
  breaker?: TOutageBreaker;
}): Promise<TJudgeJobOutcome> {
  const { job, workerId, cache, breaker } = options;
  let outcome: TJudgeJobOutcome;
  try {
    // A fix_spec run may write a specification (an LLM call) while loading: wait for the slot
    // first, as for a run not seen yet.
    const reference = cache.runs.get(job.runId)?.config.reference;
    if (options.ready && (reference === undefined || reference === "fix_spec"))
      await options.ready();
    const context = await loadJudgeContext({ cache, job });
    if (!context || context.status === "cancelled") {
      await prisma.judgeJob.updateMany({
        where: { id: job.id, status: "running", workerId, attempts: job.attempts },
        data: { status: "cancelled", leaseUntil: null },
      });
      return "cancelled";
    }
    if (job.referenceVersionId && context.referenceText === null) {
      outcome = await failJudgeJob({
        job,
        workerId,
        reason: "The rubric version given to this run no longer exists.",
        retryable: false,
      });
    } else {
      const verdict = await computeJudgeVerdict({
        ...context,
        sample: job.sample,
        // The call's log row is written with the verdict (one transaction), not on its own.
        deferLog: true,
        beforeSend: breaker
          ? async () => {
              await options.ready?.();
              // The run paused since this job was claimed (its provider is down): not sent.
              const resume = breaker.resumesAt(job.runId);
              if (resume)
                throw new AppError(
                  "INTERNAL",
                  `Not sent: the provider is unavailable for this run until ${resume.toISOString()}.`,
                  { retryable: true, unavailable: true },
                );
            }
          : options.ready,
        signal: options.signal,
      });
      options.release?.();
      options.breaker?.answered(job.runId);
      const stored = options.store
        ? await options.store(job, verdict)
        : await completeJudgeJob({ job, verdict });
      outcome = stored ? "done" : "lost";
    }
  } catch (err) {
    const details =
      err instanceof AppError
        ? (err.details as
            | { retryable?: boolean; retryAfterMs?: number | null; unavailable?: boolean }
            | undefined)
        : undefined;
    const reason = err instanceof Error ? err.message : String(err);
    // The provider looks down (5xx, no connection): when every call of the run fails so, the
    // run pauses and this job waits for it without spending its attempt.
    const resumeAt =
      details?.unavailable && options.breaker
        ? await options.breaker.unavailable(job.runId, reason)
        : null;
    // Configuration errors (no key, bad prompt) will not heal by retrying; unexpected ones might.
    const retryable =
      err instanceof AppError ? err.code === "INTERNAL" && details?.retryable === true : true;
    outcome = await failJudgeJob({
      job,
      workerId,
      reason,
      retryable,
      retryAfterMs: details?.retryAfterMs,
      baseDelayMs: options.baseDelayMs,
      resumeAt,
    });
  }
  return outcome;
}
