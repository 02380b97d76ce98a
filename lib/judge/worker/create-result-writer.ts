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
 * Stores verdicts in small batches: those arriving within `delayMs` (or `maxBatch` of them)
 * are written with their jobs' "done" in one transaction. A verdict not yet written when the
 * process dies is redone after its lease ends, from the LLM cache (the call itself is already
 * logged), so batching costs no work and never loses or duplicates a result. If a batch hits
 * an existing result (a job redone elsewhere), its verdicts are written one by one instead.
 */
export function createResultWriter(
  options: { delayMs?: number; maxBatch?: number } = {},
): TResultWriter {
  const delayMs = options.delayMs ?? 0;
  const maxBatch = options.maxBatch ?? 64;
  let queue: TPending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

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
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    if (batch.length > 0) writing = writing.then(() => writeBatch(batch));
    return writing;
  }
  return {
    write(job, verdict) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ job, verdict, resolve, reject });
        if (queue.length >= maxBatch) void flush();
        else timer ??= setTimeout(() => void flush(), delayMs);
      });
    },
    flush,
  };
}
