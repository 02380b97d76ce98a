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

/** What `rubricate agreement` prints; key order is part of the contract. */
export type TAgreementReport = {
  items: number;
  raters: number;
  ratings: number;
  fleissKappa: number | null;
  krippendorffAlpha: number | null;
  unanimousShare: number | null;
  pairwiseCohenKappa: { a: string; b: string; n: number; kappa: number | null }[];
  weightedCohenKappaVsConsensus: number | null;
  judge?: { full: TJudgeMetrics; clear: TJudgeMetrics };
};
