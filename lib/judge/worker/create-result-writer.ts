import { storeJudgeResults } from "./store-judge-results";
import { toJudgeResultRow } from "./to-judge-result-row";
import type { TClaimedJob } from "../queue/claim-judge-jobs";
import { completeJudgeJob } from "./complete-judge-job";
import type { TComputedVerdict } from "../scoring/compute-judge-verdict";

type TPending = {
  job: TClaimedJob;
  verdict: TComputedVerdict;
  resolve: (stored: boolean) => void;
  reject: (err: unknown) => void;
};
export type TResultWriter = {
  write: (job: TClaimedJob, verdict: TComputedVerdict) => Promise<boolean>;
  flush: () => Promise<void>;
};

/**
 * Stores verdicts in batches: one batch is written at a time, and each takes every verdict that
 * arrived meanwhile (up to `maxBatch`), so under load many verdicts share one transaction (the
 * verdict and its job's "done" together) and writes never queue up one by one. A verdict not yet
 * written when the process dies is redone after its lease ends, from the LLM cache (the call
 * itself is already logged), so batching costs no work and never loses or duplicates a result.
 * If a batch hits an existing result (a job redone elsewhere), its verdicts are written one by
 * one instead.
 */
export function createResultWriter(options: { maxBatch?: number } = {}): TResultWriter {
  const maxBatch = options.maxBatch ?? 256;
  const queue: TPending[] = [];
  let writing: Promise<void> | null = null;

  async function writeBatch(batch: TPending[]): Promise<void> {
    try {
      await storeJudgeResults({
        rows: batch.map(({ job, verdict }) => toJudgeResultRow({ job, verdict })),
      });
      for (const p of batch) p.resolve(true);
    } catch {
      // Rare: one of them already has a result. Settle each on its own.
      for (const p of batch)
        await completeJudgeJob({ job: p.job, verdict: p.verdict }).then(p.resolve, p.reject);
    }
  }
  /** Writes batches until nothing is left; only one runs at a time. */
  function pump(): Promise<void> {
    writing ??= (async () => {
      try {
        while (queue.length > 0) await writeBatch(queue.splice(0, maxBatch));
      } finally {
        writing = null;
      }
    })();
    return writing;
  }
  return {
    write(job, verdict) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ job, verdict, resolve, reject });
        // Verdicts arriving in the same tick join the first batch.
        if (!writing) queueMicrotask(() => void pump());
      });
    },
    flush: () => writing ?? (queue.length > 0 ? pump() : Promise.resolve()),
  };
}
