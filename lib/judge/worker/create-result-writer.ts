import { createTurnTrigger } from "@/lib/jobs/create-turn-trigger";
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
 * arrived meanwhile (up to `maxBatch`; a new batch starts after the event loop's current turn, so
 * answers read together share it). A batch is one transaction: the verdicts' call log rows
 * (generateStructured `deferLog`), the verdicts, their jobs' "done" and the runs' call totals.
 * Under load that is one commit for several patches instead of two per patch. A verdict not yet
 * written when the process dies (a few milliseconds' worth) is judged again after its lease ends,
 * with a new call: its first call, answered but not yet logged, is then missing from the log
 * and the cost totals. If a batch hits an existing result (a job redone elsewhere), its verdicts
 * are settled one by one, each call logged whether or not its verdict is kept.
 */
export function createResultWriter(options: { maxBatch?: number } = {}): TResultWriter {
  const maxBatch = options.maxBatch ?? 256;
  const queue: TPending[] = [];
  let writing: Promise<void> | null = null;

  async function writeBatch(batch: TPending[]): Promise<void> {
    try {
      await storeJudgeResults({
        rows: batch.map(({ job, verdict }) => toJudgeResultRow({ job, verdict })),
        calls: batch.flatMap(({ verdict }) => (verdict.pendingCall ? [verdict.pendingCall] : [])),
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
  const pumpAfterTurn = createTurnTrigger({ run: () => void pump() });
  return {
    write(job, verdict) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ job, verdict, resolve, reject });
        // Verdicts arriving in the same turn of the event loop (answers read together) join one batch.
        if (!writing) pumpAfterTurn();
      });
    },
    flush: () => writing ?? (queue.length > 0 ? pump() : Promise.resolve()),
  };
}
