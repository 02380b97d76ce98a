import { buildInsertStatements } from "@/lib/db/build-insert-statements";
import type { TLlmCallRow } from "./to-llm-call-row";

const COLUMNS = [
  "id",
  "requestHash",
  "purpose",
  "provider",
  "model",
  "params",
  "promptTemplate",
  "promptVersion",
  "prompt",
  "rawOutput",
  "error",
  "inputTokens",
  "outputTokens",
  "cachedInputTokens",
  "cacheWriteTokens",
  "latencyMs",
  "costUsd",
  "logprobs",
  "createdAt",
] as const;

/** The multi-row INSERT statements for logged calls (for a caller's own transaction). */
export function buildLlmCallInserts(options: { rows: readonly TLlmCallRow[]; batchSize?: number }) {
  if (options.rows.length === 0) return [];
  return buildInsertStatements({
    table: "LlmCall",
    columns: COLUMNS,
    batchSize: options.batchSize,
    rows: options.rows.map((data) => [
      data.id,
      data.requestHash,
      data.purpose,
      data.provider,
      data.model,
      data.params,
      data.promptTemplate,
      data.promptVersion,
      data.prompt,
      data.rawOutput ?? null,
      data.error ?? null,
      data.inputTokens ?? null,
      data.outputTokens ?? null,
      data.cachedInputTokens ?? null,
      data.cacheWriteTokens ?? null,
      data.latencyMs ?? null,
      data.costUsd ?? null,
      data.logprobs ?? null,
      data.createdAt,
    ]),
  });
}
