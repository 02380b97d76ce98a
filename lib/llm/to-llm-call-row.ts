import { randomUUID } from "node:crypto";

export type TLlmCallInsert = {
  requestHash: string;
  purpose: string;
  provider: string;
  model: string;
  params: string;
  promptTemplate: string | null;
  promptVersion: string | null;
  prompt: string;
  rawOutput?: string | null;
  error?: string | null;
  inputTokens?: number | null;
  outputTokens?: number | null;
  cachedInputTokens?: number | null;
  cacheWriteTokens?: number | null;
  latencyMs?: number | null;
  costUsd?: number | null;
  logprobs?: string | null;
};

/** A logged call as written: its id and time are fixed when the answer is in, not when it is stored. */
export type TLlmCallRow = TLlmCallInsert & { id: string; createdAt: Date };

/** A call's row, to be written now (insertLlmCall) or with other rows in one transaction (buildLlmCallInserts). */
export function toLlmCallRow(options: { data: TLlmCallInsert }): TLlmCallRow {
  return { ...options.data, id: randomUUID(), createdAt: new Date() };
}
