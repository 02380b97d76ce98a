import { buildConfusionCellQuery, type TConfusionCell } from "./build-confusion-cell-query";
import type { TPatchTableQuery } from "./schemas";

/**
 * The patch table state listing exactly the patches behind one count of the dashboard's
 * by-bug-type table (the full benchmark, lib/agreement compute-judge-agreement): `compared`, the
 * patches of the bug type with a consensus and a label of the run (its Patches), or one
 * confusion cell of them (buildConfusionCellQuery). A bug without a type is "(none)", as the table names it.
 * Pure; no zod (the dashboard builds these in the browser).
 */
export function buildBugTypeCellQuery(options: {
  runId: string;
  campaignId: string;
  bugType: string;
  cell: Exclude<TConfusionCell, "unjudged">;
  labels: readonly string[];
  missing: readonly string[];
}): Partial<TPatchTableQuery> {
  const { runId, campaignId, bugType, cell, labels, missing } = options;
  return {
    bugType,
    ...buildConfusionCellQuery({ runId, campaignId, cell, clear: false, labels, missing }),
  };
}
