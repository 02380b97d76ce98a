import { randomUUID } from "node:crypto";
import { sql } from "@/lib/db/client";
import { buildInsertStatements } from "@/lib/db/build-insert-statements";

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

/**
 * Logs one LLM call (its answer or its failure) and returns the row's id. One raw INSERT on the
 * driver: every judged patch writes one, and Prisma's create spent most of the judge worker's
 * remaining query-compiler time on it (bench/RESULTS.md, Judge throughput).
 */
export async function insertLlmCall(options: { data: TLlmCallInsert }): Promise<{ id: string }> {
  const { data } = options;
  const id = randomUUID();
  const [insert] = buildInsertStatements({
    table: "LlmCall",
    columns: COLUMNS,
    rows: [
      [
        id,
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
        new Date(),
      ],
    ],
  });
  await sql.query(insert!);
  return { id };
}
