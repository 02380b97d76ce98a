import { sql } from "@/lib/db/client";
import { buildLlmCallInserts } from "./build-llm-call-inserts";
import { toLlmCallRow, type TLlmCallInsert, type TLlmCallRow } from "./to-llm-call-row";

export type { TLlmCallInsert, TLlmCallRow };

/**
 * Logs one LLM call (its answer or its failure) and returns the row's id. One raw INSERT on the
 * driver: every judged patch writes one, and Prisma's create spent most of the judge worker's
 * remaining query-compiler time on it (bench/RESULTS.md, Judge throughput).
 */
export async function insertLlmCall(options: {
  data: TLlmCallInsert | TLlmCallRow;
}): Promise<{ id: string }> {
  const row = "id" in options.data ? options.data : toLlmCallRow({ data: options.data });
  const [insert] = buildLlmCallInserts({ rows: [row] });
  await sql.query(insert!);
  return { id: row.id };
}
