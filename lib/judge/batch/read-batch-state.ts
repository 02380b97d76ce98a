import { z } from "zod";
import type { TBatchApiKind, TBatchState } from "./batch-types";

const OPENAI_ENDED = new Set(["completed", "failed", "expired", "cancelled"]);

const ZOpenAiBatch = z.object({
  id: z.string(),
  status: z.string(),
  output_file_id: z.string().nullish(),
  error_file_id: z.string().nullish(),
  request_counts: z
    .object({ total: z.number(), completed: z.number(), failed: z.number() })
    .nullish(),
  errors: z
    .object({
      data: z.array(z.object({ code: z.string().nullish(), message: z.string().nullish() })),
    })
    .nullish(),
});

const ZAnthropicBatch = z.object({
  id: z.string(),
  processing_status: z.string(),
  request_counts: z.object({
    processing: z.number(),
    succeeded: z.number(),
    errored: z.number(),
    canceled: z.number(),
    expired: z.number(),
  }),
  results_url: z.string().nullish(),
});

/**
 * A provider's batch object (OpenAI `GET /v1/batches/{id}`: status validating | in_progress |
 * finalizing | completed | failed | expired | cancelling | cancelled; Anthropic `GET
 * /v1/messages/batches/{id}`: processing_status in_progress | canceling | ended) as one state.
 * Throws a ZodError when the object does not have the published shape. Pure.
 */
export function readBatchState(options: { api: TBatchApiKind; batch: unknown }): TBatchState {
  if (options.api === "openai") {
    const b = ZOpenAiBatch.parse(options.batch);
    const errors = b.errors?.data ?? [];
    return {
      providerBatchId: b.id,
      providerStatus: b.status,
      phase: OPENAI_ENDED.has(b.status) ? "ended" : "running",
      succeeded: b.request_counts?.completed ?? 0,
      errored: b.request_counts?.failed ?? 0,
      outputFileId: b.output_file_id ?? null,
      errorFileId: b.error_file_id ?? null,
      resultsUrl: null,
      failure:
        b.status === "failed"
          ? `The batch failed validation: ${errors.map((e) => `${e.code ?? "error"}: ${e.message ?? ""}`).join("; ") || "no reason given"}`
          : null,
    };
  }
  const b = ZAnthropicBatch.parse(options.batch);
  const c = b.request_counts;
  return {
    providerBatchId: b.id,
    providerStatus: b.processing_status,
    phase: b.processing_status === "ended" ? "ended" : "running",
    succeeded: c.succeeded,
    errored: c.errored + c.canceled + c.expired,
    outputFileId: null,
    errorFileId: null,
    resultsUrl: b.results_url ?? null,
    failure: null,
  };
}
