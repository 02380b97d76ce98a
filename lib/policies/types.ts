import type { TPolicyOutcome } from "./policy-outcomes";

/**
 * The patches of one judge run laid out for policy evaluation, one entry per patch in columns
 * (typed arrays keep 100,000 patches cheap). Bugs are numbered 0 … bugCount − 1.
 */
export type TPolicyData = {
  bugCount: number;
  /** Bug index of each patch. */
  patchBug: Int32Array;
  /** 1 when the patch meets the success criterion (tests pass, consensus VALID, …). */
  success: Uint8Array;
  /** 1 when the judge labels the patch VALID (the binary decision). */
  valid: Uint8Array;
  /** The judge's confidence per patch (exp mean token log-prob for VALID, 0 for INVALID); NaN when none. */
  confidence: Float64Array;
  /** Bug abstention score per bug, P(success token); NaN when none; null when no bug has one. */
  bugScore: Float64Array | null;
};

/** How patches are accepted: all (no validation), VALID label, or confidence at or above the p-th percentile. */
export type TValidationDecision =
  { kind: "none" } | { kind: "binary" } | { kind: "percentile"; p: number };

/** A policy: optional bug abstention (attempt a bug when its score ≥ τ) then patch validation. */
export type TPolicy = { validation: TValidationDecision; abstention: { tau: number } | null };

type TRatio = number | null;

export type TPolicyMetrics = {
  /** Confidence cutoff of a percentile decision over the run's patches; null otherwise. */
  cutoff: number | null;
  patches: {
    total: number;
    /** Patches a reviewer would see: bug attempted and patch accepted. */
    shown: number;
    successes: number;
    shownSuccesses: number;
    /** Shown successes / shown. */
    precision: TRatio;
    /** Shown successes / successes. */
    recall: TRatio;
    /** Successes / total: the precision of the no-skill policy that shows everything. */
    prevalence: TRatio;
    /** Shown failures / failures. */
    fpr: TRatio;
    /** Hidden failures / hidden (the rejected label's precision). */
    npv: TRatio;
    /** Hidden failures / failures (the rejected label's recall). */
    specificity: TRatio;
    /** Patches a reviewer is spared: total − shown. */
    spared: number;
    /** Of those, failures (reviews that would have been wasted). */
    sparedFailures: number;
    /** Patches without a confidence (rejected by a percentile decision). */
    withoutConfidence: number;
  };
  bugs: {
    total: number;
    /** Bugs that pass abstention (all without it). */
    attempted: number;
    /** B′: bugs with at least one shown patch. */
    retained: number;
    /** Bugs with at least one successful patch. */
    fixable: number;
    retainedFixable: number;
    precision: TRatio;
    recall: TRatio;
    prevalence: TRatio;
    fpr: TRatio;
    /** Bugs without an abstention score (abstained on when abstention is on). */
    unscored: number;
  };
  /** Filtered success@k for k = 1 … maxK over B′ (null when B′ is empty). */
  successAtK: { k: number; value: TRatio }[];
};

/**
 * One count cell of the policy table, as the patch table's `decision` parameter names it: the
 * run, the success criterion (with its campaign or reference run), the policy (validation, and
 * abstention at τ with the r1 or r2 scores) and the outcome (lib/policies policy-outcomes).
 */
export type TPolicyDrill = {
  runId: string;
  success: "tests" | "consensus" | "judge" | "author";
  campaignId: string | null;
  referenceRunId: string | null;
  validation: TValidationDecision;
  abstention: { tau: number; scores: "r1" | "r2" } | null;
  outcome: TPolicyOutcome;
};
