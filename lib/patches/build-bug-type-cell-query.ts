import { buildConfusionCellQuery, type TConfusionCell } from "./build-confusion-cell-query";
import type { TPatchTableQuery } from "./schemas";

/**
 * The patch table state listing exactly the patches behind one count of the dashboard's
 * by-bug-type table (the full benchmark, lib/agreement compute-judge-agreement): `patches`, the
 * patches of the bug type with a consensus and a label of the run, or one confusion cell of
 * them (buildConfusionCellQuery). A bug without a type is "(none)", as the table names it.
 * Pure; no zod (the dashboard builds these in the browser).
 */
export function buildBugTypeCellQuery(options: {
  runId: string;
  campaignId: string;
  bugType: string;
  cell: Exclude<TConfusionCell, "unjudged"> | "patches";
  labels: readonly string[];
  missing: readonly string[];
}): Partial<TPatchTableQuery> {
  const { runId, campaignId, bugType, cell, labels, missing } = options;
  if (cell === "patches")
    return {
      bugType,
      campaigns: [campaignId],
      runs: [runId],
      consensus: [{ id: campaignId, value: "some" }],
      label: [{ id: runId, value: "some" }],
      missing: [...missing],
    };
  return {
    bugType,
    ...buildConfusionCellQuery({ runId, campaignId, cell, clear: false, labels, missing }),
  };
}
