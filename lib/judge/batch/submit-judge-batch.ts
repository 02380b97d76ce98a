import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { findCachedCall } from "@/lib/llm/find-cached-call";
import { finishJudgeRun } from "../queue/finish-judge-run";
import { readJudgeAnswer } from "../scoring/read-judge-answer";
import { randomUUID } from "node:crypto";
import { batchApiOf, isBatchProvider, MAX_BATCH_BYTES } from "./batch-types";
import type { TBatchRequest, TBatchState } from "./batch-types";
import { batchHolder } from "./plan-judge-batches";
import { splitBatchRequests } from "./split-batch-requests";
import { createRunBatchClient } from "./create-run-batch-client";
import { judgeCallInputs } from "./judge-call-inputs";
import { loadBatchJobs } from "./load-batch-jobs";
import { renderBatchRequest, type TRenderedRequest } from "./render-batch-request";
import { storeBatchOutcomes, type TBatchFailure, type TBatchVerdict } from "./store-batch-outcomes";
import type { TJudgeContextCache } from "../worker/load-judge-context";

export type TBatchRow = {
  id: string;
  runId: string;
  provider: string;
  model: string;
  status: string;
  providerBatchId: string | null;
  inputFileId: string | null;
  cancelRequested: boolean;
  attempts: number;
  /** This claim's token (JudgeBatch.workerId while claimed). */
  holder: string;
};

/**
 * Sends a planned batch: renders each held job's request exactly as the online call would,
 * answers from the LLM cache what it already holds (as online), and submits the rest through
 * the provider's batch API. The input file's id (OpenAI) and then the provider's batch id are
 * written the moment they are known, so a restarted worker finds the batch instead of sending it
 * again. Returns the provider's state, or null when nothing had to be sent.
 */
export async function submitJudgeBatch(options: {
  batch: TBatchRow;
  cache: TJudgeContextCache;
  /** The claim's lease: renewed in the same statement that marks the batch as being sent. */
  leaseMs: number;
  /** Bytes per batch at most (default: the provider's limit); the jobs beyond go into a new batch. */
  maxBytes?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}): Promise<TBatchState | null> {
  const { batch, cache } = options;
  const now = options.now ?? (() => new Date());
  const jobs = await loadBatchJobs({ batchId: batch.id });
  const requests: TBatchRequest[] = [];
  const verdicts: TBatchVerdict[] = [];
  const failures: TBatchFailure[] = [];
  let first: TRenderedRequest | null = null;
  for (const item of await judgeCallInputs({ jobs, cache })) {
    if (!item.input) {
      failures.push({ job: item.job, reason: item.reason, call: null });
      continue;
    }
    const rendered = await renderBatchRequest(item.input);
    // Validated against the call's own schema (graded, per requirement, or both) and read as
    // online, so a cached answer keeps its grade and requirement verdicts.
    const hit = await findCachedCall({
      requestHash: rendered.prepared.requestHash,
      schema: rendered.prepared.schema,
    });
    if (hit) {
      verdicts.push({
        job: item.job,
        call: null,
        verdict: {
          ...readJudgeAnswer({
            config: item.input.config,
            answer: hit.object,
            rubric: item.input.referenceText,
            logprobs: hit.logprobs,
          }),
          llmCallId: hit.id,
          cached: true,
          inputTokens: hit.inputTokens,
          outputTokens: hit.outputTokens,
        },
      });
      continue;
    }
    requests.push({ customId: item.job.id, body: rendered.body });
    first ??= rendered;
  }
  await storeBatchOutcomes({ batchId: batch.id, verdicts, failures, cancelled: false });
  if (requests.length === 0 || !first) {
    await prisma.judgeBatch.update({
      where: { id: batch.id },
      data: { status: "collected", requestCount: 0, collectedAt: now() },
    });
    // Nothing left to send (every answer was in the cache): the run may be finished now, as
    // after a collected batch, without waiting for an online worker to notice.
    await finishJudgeRun({ runId: batch.runId, now: now() });
    return null;
  }
  const api = isBatchProvider(batch.provider) ? batchApiOf(batch.provider) : "openai";
  const { send, rest } = splitBatchRequests({
    requests,
    maxBytes: options.maxBytes ?? MAX_BATCH_BYTES[api],
  });
  if (rest.length > 0) await deferRequests({ batch, requests: rest });
  requests.splice(0, requests.length, ...send);
  const client = await createRunBatchClient({
    provider: batch.provider,
    model: batch.model,
    request: first,
    fetch: options.fetch,
  });
  // Only while this claim still holds the batch (rendering may have outlived its lease, and
  // another worker claimed it): then this step stops here. The lease is renewed in the same
  // statement, so nobody else takes the batch while it is being sent, and the endpoint it goes
  // to is recorded before anything is sent: from then on only a worker calling that same
  // endpoint may claim it (claim-judge-batches).
  const mine = await prisma.judgeBatch.updateMany({
    where: {
      id: batch.id,
      workerId: batch.holder,
      status: { in: ["created", "submitting"] },
      providerBatchId: null,
    },
    data: {
      status: "submitting",
      endpoint: new URL(first.url).origin,
      requestCount: requests.length,
      inputFileId: null,
      leaseUntil: new Date(Date.now() + options.leaseMs),
    },
  });
  if (mine.count === 0) throw new Error("This worker no longer holds the batch; not submitted.");
  const state = await client.submit({
    requests,
    batchRowId: batch.id,
    onFileUploaded: async (inputFileId) => {
      await prisma.judgeBatch.update({ where: { id: batch.id }, data: { inputFileId } });
    },
  });
  await prisma.judgeBatch.update({
    where: { id: batch.id },
    data: {
      status: "submitted",
      providerBatchId: state.providerBatchId,
      providerStatus: state.providerStatus,
      submittedAt: now(),
    },
  });
  return state;
}

/** Moves the jobs of `requests` out of `batch` into a new batch of the same run (sent on its own step). */
async function deferRequests(options: { batch: TBatchRow; requests: readonly TBatchRequest[] }) {
  const { batch, requests } = options;
  const id = randomUUID();
  await prisma.$transaction(async (tx) => {
    const last = await tx.judgeBatch.findFirst({
      where: { runId: batch.runId },
      orderBy: { seq: "desc" },
      select: { seq: true },
    });
    await tx.judgeBatch.create({
      data: {
        id,
        runId: batch.runId,
        seq: (last?.seq ?? 0) + 1,
        provider: batch.provider,
        model: batch.model,
        requestCount: requests.length,
      },
    });
    await forChunks({
      items: requests.map((r) => r.customId),
      run: (chunk) =>
        tx.judgeJob.updateMany({
          where: { id: { in: chunk }, status: "running", workerId: batchHolder(batch.id) },
          data: { workerId: batchHolder(id) },
        }),
    });
  });
}
