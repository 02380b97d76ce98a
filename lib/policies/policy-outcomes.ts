// No zod and no I/O: the policy page builds drill-down addresses in the browser with these.

/**
 * The policy table's count cells a drill-down can list: patches shown, spared (not shown),
 * failures spared (spared and failing the success criterion), and the patches of the bugs
 * attempted (abstention) or retained (B′: at least one shown patch).
 */
export const POLICY_OUTCOMES = [
  "shown",
  "spared",
  "failures-spared",
  "bugs-attempted",
  "bugs-retained",
] as const;
export type TPolicyOutcome = (typeof POLICY_OUTCOMES)[number];

/** How the patch table names an outcome in its caption. */
export const POLICY_OUTCOME_CAPTIONS: Record<TPolicyOutcome, string> = {
  shown: "patches shown",
  spared: "patches spared",
  "failures-spared": "failures spared (patches spared that fail the criterion)",
  "bugs-attempted": "the patches of the bugs attempted",
  "bugs-retained": "the patches of the bugs retained (B′)",
};

/** The policy table's column of each outcome (the policy page links these cells). */
export const POLICY_OUTCOME_COLUMNS: Record<string, TPolicyOutcome> = {
  "Patches shown": "shown",
  "Patches spared": "spared",
  "Failures spared": "failures-spared",
  "Bugs attempted": "bugs-attempted",
  "Bugs retained": "bugs-retained",
};
