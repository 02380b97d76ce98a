import { JUDGE_BATCH_PROVIDERS as BATCH_PROVIDERS } from "../schemas";

export type TBatchProvider = (typeof BATCH_PROVIDERS)[number];
export const isBatchProvider = (p: string): p is TBatchProvider =>
  (BATCH_PROVIDERS as readonly string[]).includes(p);

/** The API a provider's batch speaks. */
export type TBatchApiKind = "openai" | "anthropic";
export const batchApiOf = (provider: TBatchProvider): TBatchApiKind =>
  provider === "anthropic" ? "anthropic" : "openai";

/** Requests per batch at most: OpenAI Batch takes 50,000 per file, Anthropic 100,000 per batch. */
export const MAX_BATCH_REQUESTS: Record<TBatchApiKind, number> = {
  openai: 50_000,
  anthropic: 100_000,
};

/** Bytes per batch at most: OpenAI's batch input file (200 MB), Anthropic's batch request (256 MB); a margin kept. */
export const MAX_BATCH_BYTES: Record<TBatchApiKind, number> = {
  openai: 190 * 1024 * 1024,
  anthropic: 240 * 1024 * 1024,
};

/** JudgeBatch.status values; the first three are open (a worker still has something to do). */
export const OPEN_BATCH_STATUSES = ["created", "submitting", "submitted"] as const;

/** One request of a batch: what the online path would POST (captured from the AI SDK). */
export type TBatchRequest = {
  /** The job id: results are matched by it, so a request is never collected twice. */
  customId: string;
  /** The request body the AI SDK would send online (chat completion or Anthropic message). */
  body: Record<string, unknown>;
};

/** What the provider answered for one request. */
export type TBatchItemOutcome =
  { customId: string; ok: true; body: unknown } | { customId: string; ok: false; reason: string };

/** A provider batch's state, the same shape for both APIs. */
export type TBatchState = {
  providerBatchId: string;
  /** The provider's own status word. */
  providerStatus: string;
  /** running: keep polling; ended: results can be collected (completed, failed, expired, cancelled, ended). */
  phase: "running" | "ended";
  succeeded: number;
  errored: number;
  /** OpenAI: output and error file ids; Anthropic: the results URL. */
  outputFileId: string | null;
  errorFileId: string | null;
  resultsUrl: string | null;
  /** A reason the whole batch ended without results (OpenAI "failed": validation errors). */
  failure: string | null;
};
