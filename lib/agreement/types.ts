import type { TConsensusKind } from "@/lib/stats/derive-consensus";
import type { TRaterGroupRow } from "./dashboard-types";

/**
 * Ratings as columns with interned strings: rating r says `raters[rater[r]]` gave
 * `items[item[r]]` the label `labels[label[r]]`; `line[r]` is where it was read (1-based).
 * Codes follow first appearance.
 */
export type TRatingColumns = {
  items: string[];
  raters: string[];
  labels: string[];
  item: Int32Array;
  rater: Int32Array;
  label: Int32Array;
  line: Int32Array;
  /** Each rating's grade (1 to 10; 0 = none), when the file has a grade column; else null. */
  grade: Int32Array | null;
};

export type TJudgeMetrics = {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  accuracy: number | null;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  npv: number | null;
  kappa: number | null;
};

/** What `rubricate agreement` prints; key order is part of the contract (new keys go last). */
export type TAgreementReport = {
  items: number;
  raters: number;
  ratings: number;
  fleissKappa: number | null;
  krippendorffAlpha: number | null;
  unanimousShare: number | null;
  /** Rater pairs that share at least one item with counted labels on both sides. */
  pairwiseCohenKappa: { a: string; b: string; n: number; kappa: number | null }[];
  weightedCohenKappaVsConsensus: number | null;
  /** Why fleissKappa is null (disjoint rater groups first), else null. */
  fleissReason: string | null;
  /** Rater pairs left out of pairwiseCohenKappa because they share no item. */
  emptyPairs: number;
  /** The raters' disjoint groups with each one's statistics. */
  groups: TRaterGroupRow[];
  /** The labels treated as missing, and the unanimous items under that setting. */
  missing: string[];
  unanimous: { items: number; of: number; rule: string };
  /** How each item's consensus was reached (human raters; ties have none). */
  consensus: Record<TConsensusKind, number>;
  judge?: { full: TJudgeMetrics; clear: TJudgeMetrics };
  /** Files with a grade column only: the human raters' agreement on the grades. */
  graded?: TFileGradedAgreement;
};

/** Agreement on a file's grades (compute-file-graded-agreement). */
export type TFileGradedAgreement = {
  /** Human ratings with a grade, and without one. */
  graded: number;
  ungraded: number;
  /** Items with two or more human grades (α's pairable units). */
  units: number;
  ordinalAlpha: number | null;
  intervalAlpha: number | null;
  /** Why α is undefined, else null. */
  reason: string | null;
  /** Human ratings per grade, 1 to the largest grade in the file. */
  distribution: { grade: number; count: number }[];
};
