import type { TPatchTableQuery } from "./schemas";

/**
 * A matrix cell, `compared` (all four: a consensus and a label of the run, the table's
 * Patches), or `unjudged`: patches with a consensus the run has no label for.
 */
export type TConfusionCell = "tp" | "fp" | "fn" | "tn" | "compared" | "unjudged";

/**
 * The patch table state listing exactly the patches behind one cell of the agreement
 * dashboard's judge-vs-consensus matrix (VALID positive; lib/agreement compute-judge-agreement):
 * the run's majority label and the campaign's consensus, both as the dashboard derives them
 * (same `missing` labels), and for the Clear matrix only the patches raters labelled
 * unanimously. The INVALID column is every consensus other than VALID, as the dashboard counts
 * it: `not-VALID` when the campaign has labels besides the two verdicts that are not counted
 * as missing, else plain INVALID. Pure; no zod (the dashboard builds these in the browser).
 */
export function buildConfusionCellQuery(options: {
  runId: string;
  campaignId: string;
  cell: TConfusionCell;
  clear: boolean;
  /** The dashboard's labels (VALID, INVALID, then the others seen) and missing ones. */
  labels: readonly string[];
  missing: readonly string[];
}): Partial<TPatchTableQuery> {
  const { runId, campaignId, cell, clear, labels, missing } = options;
  if (cell === "unjudged" || cell === "compared")
    return {
      campaigns: [campaignId],
      runs: [runId],
      consensus: [{ id: campaignId, value: "some" }],
      label: [{ id: runId, value: cell === "compared" ? "some" : "none" }],
      ...(clear ? { clear: [campaignId] } : {}),
      missing: [...missing],
    };
  const judgeValid = cell === "tp" || cell === "fp";
  const truthValid = cell === "tp" || cell === "fn";
  const others = labels.some((l) => l !== "VALID" && l !== "INVALID" && !missing.includes(l));
  return {
    campaigns: [campaignId],
    runs: [runId],
    consensus: [{ id: campaignId, value: truthValid ? "VALID" : others ? "not-VALID" : "INVALID" }],
    label: [{ id: runId, value: judgeValid ? "VALID" : "INVALID" }],
    ...(clear ? { clear: [campaignId] } : {}),
    missing: [...missing],
  };
}
