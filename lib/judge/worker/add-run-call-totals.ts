import type { TTransaction } from "@/lib/db/client";
import { buildRunCallTotals, type TStoredResult } from "./build-run-call-totals";

/**
 * Adds results just stored to their runs' call totals inside a Prisma transaction (the single
 * completion and the provider batches; the batched result writer runs the same statements on the
 * driver: store-judge-results.ts). See buildRunCallTotals.
 */
export async function addRunCallTotals(options: {
  tx: TTransaction;
  results: readonly TStoredResult[];
}): Promise<void> {
  const { tx, results } = options;
  for (const s of buildRunCallTotals({ results })) await tx.$executeRawUnsafe(s.sql, ...s.args);
}
