import type { TRatingScale } from "@/lib/scales/schemas";

/** A statistic with its seeded bootstrap 95 % interval (resampling whole bugs); null = not defined. */
export type TEstimate = { value: number | null; low: number | null; high: number | null };

export type TCampaignOption = { id: string; name: string; phase: string; ratings: number };

export type TRunOption = {
  id: string;
  /** "Golden rubric v1 · gpt-4.1", the configuration's name and version with its model. */
  label: string;
  configName: string;
  configVersion: number;
  reference: string;
  provider: string;
  model: string;
  status: string;
  /** internal: judged here; external: verdicts imported from another system. */
  origin: string;
  campaignId: string | null;
  createdAt: string;
  results: number;
};

export type TRaterRow = {
  key: string;
  name: string;
  /** Non-missing labels given. */
  rated: number;
  /** Labels counted as missing (e.g. UNSURE). */
  missing: number;
  /** Weight in the weighted κ: this rater's share of all non-missing ratings. */
  weight: number;
  /** Items both this rater labelled and with a consensus. */
  compared: number;
  /** Share of `compared` where the rater's label is the consensus. */
  agreement: number | null;
  kappa: number | null;
};

export type TPairRow = {
  a: string;
  b: string;
  aName: string;
  bName: string;
  n: number;
  kappa: number | null;
};

/** One group of raters that share patches with each other and none with other groups. */
export type TRaterGroupRow = {
  /** G1, G2, … in the order of the groups' first raters (by rating key). */
  group: string;
  raters: number;
  raterKeys: string[];
  raterNames: string[];
  /** Items rated by the group (missing labels included), and its ratings. */
  items: number;
  ratings: number;
  fleissKappa: number | null;
  fleissReason: string | null;
  krippendorffAlpha: number | null;
  gwetAc1: number | null;
  pabak: number | null;
  unanimous: { items: number; of: number };
};

export type THumanAgreement = {
  items: number;
  raters: number;
  ratings: number;
  missingRatings: number;
  fleissKappa: TEstimate;
  /** Why Fleiss κ is not reported (unequal ratings per item), else null. */
  fleissReason: string | null;
  krippendorffAlpha: TEstimate;
  unanimousShare: TEstimate;
  /**
   * Items with ≥ 2 non-missing ratings all agreeing, out of those with ≥ 2; `rule` says so in
   * words, naming the label setting (which labels were treated as missing).
   */
  unanimous: { items: number; of: number; rule: string };
  weightedKappa: TEstimate;
  /** Gwet's AC1 over every rater (robust to skewed labels), and PABAK from the same observed agreement. */
  gwetAc1: TEstimate;
  pabak: TEstimate;
  /** Rater pairs that share at least one item (pairs with none are left out and counted in `emptyPairs`). */
  pairwise: TPairRow[];
  emptyPairs: number;
  /**
   * The raters' disjoint groups with each group's statistics (one group when every rater is
   * linked to every other through shared patches).
   */
  groups: TRaterGroupRow[];
  raterRows: TRaterRow[];
  consensus: {
    adjudicated: number;
    unanimous: number;
    majority: number;
    /** Items with a single counted label (not unanimous: that needs two). */
    single: number;
    tie: number;
    unrated: number;
  };
};

/** One column of the paper's Table 5. */
export type TBenchmarkColumn = {
  bugs: number;
  patches: number;
  unanimousShare: number | null;
  unanimous: number;
  alpha: number | null;
  weightedKappa: number | null;
  valid: number;
  invalid: number;
  /** Patches whose consensus is another label (UNSURE counted as a label): valid + invalid + other = patches. */
  other: number;
  /** Patches left out because their most frequent labels tie (no consensus). */
  tied: number;
};

export type TJudgeMetricKey =
  "kappa" | "accuracy" | "precision" | "recall" | "f1" | "npv" | "specificity" | "ac1" | "pabak";
export const JUDGE_METRICS: readonly { key: TJudgeMetricKey; label: string }[] = [
  { key: "kappa", label: "Cohen's kappa" },
  { key: "accuracy", label: "Accuracy" },
  { key: "precision", label: "Precision" },
  { key: "recall", label: "Recall" },
  { key: "f1", label: "F1-Score" },
  { key: "npv", label: "NPV" },
  { key: "specificity", label: "Specificity" },
  { key: "ac1", label: "Gwet's AC1" },
  { key: "pabak", label: "PABAK" },
];

/** The judge against the consensus on one benchmark, VALID positive. */
export type TJudgeBenchmark = {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
} & Record<TJudgeMetricKey, TEstimate>;

export type TBugTypeRow = {
  bugType: string;
  patches: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  accuracy: number | null;
  kappa: number | null;
  precision: number | null;
  recall: number | null;
};

export type TJudgeAgreement = {
  run: TRunOption;
  /** Campaign patches the run has no label for (not judged, or every sample failed). */
  unjudged: number;
  full: TJudgeBenchmark;
  clear: TJudgeBenchmark;
  /** False positives on the full benchmark, and how many fell on patches the raters disputed. */
  falsePositives: { total: number; onDisputed: number; disputed: number };
  byBugType: TBugTypeRow[];
};

/** pass@k and (pass & judge-valid)@k over one run's patches with a tests-pass flag. */
export type TPassAtKCurve = {
  runId: string;
  bugs: number;
  patches: number;
  /**
   * k runs from 1 to the largest sample count; each point averages over the bugs with at least
   * k samples (`bugs`), since the unbiased estimator needs n ≥ k.
   */
  points: { k: number; bugs: number; pass: number; passValid: number }[];
};

/** Ordinal and interval Krippendorff α on grades, with bootstrap intervals over bugs. */
export type TGradedAlphas = {
  ordinalAlpha: TEstimate;
  intervalAlpha: TEstimate;
  /** Items with two or more grades (α's pairable units). */
  units: number;
  /** Why α is not defined (no pairable item, one grade only), else null. */
  reason: string | null;
};

/** The graded campaign's agreement on grades (lib/agreement compute-graded-agreement). */
export type TGradedAgreement = TGradedAlphas & {
  scale: TRatingScale;
  items: number;
  raters: number;
  /** Ratings with a grade, and those without (UNSURE). */
  graded: number;
  ungraded: number;
  /** Ratings per grade, with the label each grade collapses to. */
  distribution: { grade: number; label: string; collapse: "VALID" | "INVALID"; count: number }[];
  dimensions: (TGradedAlphas & { key: string; name: string; counts: number[] })[];
};

export type TAgreementDashboard = {
  campaigns: TCampaignOption[];
  runs: TRunOption[];
  /** Null when the project has no campaign past labelling. */
  campaign: TCampaignOption | null;
  labels: string[];
  missing: string[];
  bootstrap: { seed: number; replicates: number; level: number };
  human: THumanAgreement | null;
  /** Graded campaigns only (null for binary ones): agreement on the grades themselves. */
  graded: TGradedAgreement | null;
  benchmarks: { full: TBenchmarkColumn; clear: TBenchmarkColumn } | null;
  /** The runs compared, in the order asked. */
  judge: TJudgeAgreement[];
  passAtK: TPassAtKCurve[];
  /** The campaign's patches left out of every figure because the viewer is still labelling them in another campaign. */
  hidden: number;
};
