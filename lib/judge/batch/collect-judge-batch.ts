import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { describeLlmFailure } from "@/lib/llm/describe-llm-failure";
import { estimateCost } from "@/lib/llm/estimate-cost";
import { finishJudgeRun } from "../queue/finish-judge-run";
import { readJudgeAnswer } from "../scoring/read-judge-answer";
import type { TJudgeContextCache } from "../worker/load-judge-context";
import type { TBatchState } from "./batch-types";
import type { TBatchClient } from "./create-batch-client";
import { judgeCallInputs } from "./judge-call-inputs";
import { loadBatchJobs } from "./load-batch-jobs";
import { readBatchAnswer } from "./read-batch-answer";
import { prepareJudgeCall } from "./render-batch-request";
import { storeBatchOutcomes, type TBatchFailure, type TBatchVerdict } from "./store-batch-outcomes";

/**
 * Collects an ended batch: each answer is parsed as the online call would parse it (AI SDK
 * provider, schema validation, logprobs → confidence) and stored with its LlmCall row (marked
 * batch, priced at the batch discount); an errored, expired or cancelled request, an answer that
 * misses the schema, or a job the batch did not answer goes back to the queue as an ordinary
 * pending job that online workers retry (cancelled instead when the run was cancelled). Only jobs
 * the batch still holds are touched, so collecting twice stores nothing twice. Closes the run
 * when nothing of it is left.
 */
export async function collectJudgeBatch(options: {
  batch: { id: string; runId: string; provider: string; model: string };
  state: TBatchState;
  client: TBatchClient;
  cache: TJudgeContextCache;
  cancelled: boolean;
  now?: Date;
}) {
  const { batch, state, client, cache, cancelled } = options;
  const now = options.now ?? new Date();
  const outcomes = new Map(
    (state.failure ? [] : await client.results({ state })).map((o) => [o.customId, o]),
  );
  const verdicts: TBatchVerdict[] = [];
  const failures: TBatchFailure[] = [];
  const jobs = await loadBatchJobs({ batchId: batch.id });
  for (const item of await judgeCallInputs({ jobs, cache })) {
    const { job } = item;
    const outcome = outcomes.get(job.id);
    if (!item.input) {
      failures.push({ job, reason: item.reason, call: null });
    } else if (!outcome) {
      const why = state.failure ?? `no answer in the batch (${state.providerStatus})`;
      failures.push({ job, reason: why, call: null });
    } else if (!outcome.ok) {
      failures.push({ job, reason: outcome.reason, call: null });
    } else {
      const row = { ...prepareJudgeCall(item.input).row, latencyMs: null, batch: true };
      const price = { provider: batch.provider, model: batch.model, batch: true };
      try {
        const answer = await readBatchAnswer({ input: item.input, body: outcome.body });
        const { inputTokens, outputTokens, cachedInputTokens, cacheWriteTokens, logprobs } = answer;
        verdicts.push({
          job,
          verdict: {
            // Read as online: a graded configuration's label is its grade's collapse.
            ...readJudgeAnswer({
              config: item.input.config,
              answer: answer.object,
              rubric: item.input.referenceText,
              logprobs,
            }),
            llmCallId: randomUUID(),
            cached: false,
            inputTokens,
            outputTokens,
          },
          call: {
            ...row,
            rawOutput: answer.rawOutput,
            error: null,
            inputTokens,
            outputTokens,
            cachedInputTokens,
            cacheWriteTokens,
            logprobs,
            costUsd: estimateCost({
              ...price,
              inputTokens,
              outputTokens,
              cachedInputTokens,
              cacheWriteTokens,
            }),
          },
        });
      } catch (error) {
        const failure = describeLlmFailure({ error });
        const { inputTokens, outputTokens } = failure;
        failures.push({
          job,
          reason: failure.reason,
          call: {
            ...row,
            rawOutput: failure.rawOutput,
            error: failure.reason,
            inputTokens,
            outputTokens,
            logprobs: null,
            costUsd: estimateCost({ ...price, inputTokens, outputTokens }),
          },
        });
      }
    }
  }
  const { stored, handedBack } = await storeBatchOutcomes({
    batchId: batch.id,
    verdicts,
    failures,
    cancelled,
    now,
  });
  await prisma.judgeBatch.update({
    where: { id: batch.id },
    data: {
      status: cancelled ? "cancelled" : "collected",
      providerStatus: state.providerStatus,
      outputFileId: state.outputFileId,
      errorFileId: state.errorFileId,
      succeeded: stored,
      errored: handedBack,
      endedAt: now,
      collectedAt: now,
      lastError: state.failure,
    },
  });
  await finishJudgeRun({ runId: batch.runId, now });
  return { stored, handedBack };
}
