import { prisma } from "@/lib/db/client";
import type { TJudgeContextCache } from "../worker/load-judge-context";
import type { TBatchState } from "./batch-types";
import { collectJudgeBatch } from "./collect-judge-batch";
import { createRunBatchClient } from "./create-run-batch-client";
import { loadBatchJobs } from "./load-batch-jobs";
import { storeBatchOutcomes } from "./store-batch-outcomes";
import { submitJudgeBatch, type TBatchRow } from "./submit-judge-batch";

/**
 * One step of a batch, whatever its state: submit a planned one; find again one whose submission
 * was cut short (OpenAI: by its input file) or send it again; poll a submitted one, asking the
 * provider to cancel it first when its run was cancelled; collect it once ended. A submitted
 * batch is never sent again. Network calls happen outside any transaction; errors are thrown to
 * the worker, which retries the step later.
 */
export async function stepJudgeBatch(options: {
  batch: TBatchRow;
  cache: TJudgeContextCache;
  /** The claim's lease, renewed when the batch is about to be sent. */
  leaseMs: number;
  /** Bytes per batch at most (tests; default the provider's limit). */
  maxBytes?: number;
  fetch?: typeof globalThis.fetch;
}): Promise<"submitted" | "polled" | "collected" | "cancelled"> {
  const { batch, cache, fetch, leaseMs } = options;
  const run = await prisma.judgeRun.findUnique({
    where: { id: batch.runId },
    select: { status: true },
  });
  const cancelled = !run || run.status === "cancelled";
  const client = () =>
    createRunBatchClient({ provider: batch.provider, model: batch.model, fetch });
  let providerBatchId = batch.providerBatchId;
  if (batch.status === "submitting" && batch.inputFileId && !providerBatchId) {
    // The worker died between creating the batch and storing its id: look it up.
    const found = await (await client()).findByInputFile({ inputFileId: batch.inputFileId });
    if (found) {
      providerBatchId = found.providerBatchId;
      await prisma.judgeBatch.update({
        where: { id: batch.id },
        data: {
          status: "submitted",
          providerBatchId,
          providerStatus: found.providerStatus,
          submittedAt: new Date(),
        },
      });
    }
  }
  if (!providerBatchId) {
    if (cancelled) {
      const jobs = await loadBatchJobs({ batchId: batch.id });
      await storeBatchOutcomes({
        batchId: batch.id,
        verdicts: [],
        failures: jobs.map((job) => ({ job, reason: "run cancelled", call: null })),
        cancelled: true,
      });
      await prisma.judgeBatch.update({
        where: { id: batch.id },
        data: { status: "cancelled", collectedAt: new Date() },
      });
      return "cancelled";
    }
    const state = await submitJudgeBatch({
      batch,
      cache,
      fetch,
      leaseMs,
      maxBytes: options.maxBytes,
    });
    return state ? "submitted" : "collected";
  }
  const api = await client();
  let state: TBatchState;
  if (cancelled && !batch.cancelRequested) {
    state = await api.cancel({ providerBatchId });
    await prisma.judgeBatch.update({ where: { id: batch.id }, data: { cancelRequested: true } });
  } else state = await api.retrieve({ providerBatchId });
  await prisma.judgeBatch.update({
    where: { id: batch.id },
    data: {
      providerStatus: state.providerStatus,
      succeeded: state.succeeded,
      errored: state.errored,
    },
  });
  if (state.phase !== "ended") return "polled";
  await collectJudgeBatch({ batch, state, client: api, cache, cancelled });
  return cancelled ? "cancelled" : "collected";
}
