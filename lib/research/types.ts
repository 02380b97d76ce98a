import type { TBootstrapCi } from "@/lib/stats/bootstrap-ci";
import type { TBouncerMetrics } from "@/lib/stats/compute-bouncer-metrics";
import type { TThresholdRow } from "@/lib/stats/sweep-thresholds";

export type TVerdict = "VALID" | "INVALID";

/** What the research tables know of one patch. */
export type TResearchPatch = {
  patchId: string;
  externalId: string;
  bugId: string;
  bugType: string | null;
  tool: string | null;
  model: string | null;
  /** The tests-pass flag: a passing patch is plausible (Passerine §IV). */
  passes: boolean | null;
  /** Whether the patch edits a file the developer fix edits; null when either diff names no file. */
  touchesFixFiles: boolean | null;
  /** F→P and P→P tests passed and run, from the patch's metadata (`passedTests`, `totalTests`). */
  tests: { passed: number; total: number } | null;
};

/** One judge run (internal or external): its majority label and mean score per patch. */
export type TResearchRun = {
  id: string;
  label: string;
  origin: string;
  labels: ReadonlyMap<string, TVerdict>;
  /** Imported score, else the judge's confidence (0 for INVALID); higher = more likely VALID. */
  scores: ReadonlyMap<string, number>;
};

export type TResearchData = {
  patches: ReadonlyMap<string, TResearchPatch>;
  /** Human consensus of the reference campaign (empty without one). */
  consensus: ReadonlyMap<string, TVerdict>;
  runs: readonly TResearchRun[];
};

export type TScoreCurve = {
  runId: string;
  run: string;
  /** Patches with a consensus and a score. */
  n: number;
  positives: number;
  negatives: number;
  auc: number | null;
  sweep: TThresholdRow[];
};

export type TRunPair = {
  a: string;
  b: string;
  /** The runs' ids (the compare page's link). */
  aId: string;
  bId: string;
  n: number;
  bothRight: number;
  onlyA: number;
  onlyB: number;
  bothWrong: number;
  pValue: number;
  kappaA: number | null;
  kappaB: number | null;
  accuracyA: number | null;
  accuracyB: number | null;
  kappaDifference: TBootstrapCi;
  accuracyDifference: TBootstrapCi;
};

export type TBouncerRow = TBouncerMetrics & {
  run: string;
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  /** Null when some compared patch has no test counts (see `oScorePatches`). */
  oScore: number | null;
  oScorePatches: number;
};

export type TGroupPassAtK = {
  by: "tool" | "model";
  group: string;
  /** Where validity comes from: "human consensus" or a run's label. */
  validity: string;
  k: number;
  bugs: number;
  patches: number;
  pass: number;
  passValid: number;
};

export type TPlausibleValidRow = {
  validity: string;
  bugType: string;
  bugs: number;
  patches: number;
  /** Patches with a tests-pass flag and with a validity label. */
  plausiblePatches: number;
  validPatches: number;
  plausibleShare: number | null;
  validShare: number | null;
  /** Valid patches among the plausible ones. */
  validAmongPlausible: number | null;
  bugsWithPlausible: number | null;
  bugsWithValid: number | null;
};

export type TLocalizationRow = {
  tool: string;
  patches: number;
  touching: number;
  share: number | null;
  notPlausible: number;
  notPlausibleTouching: number;
  notPlausibleShare: number | null;
  plausible: number;
  plausibleTouching: number;
  plausibleShare: number | null;
};

export type TResearchReport = {
  runs: { id: string; label: string; origin: string }[];
  consensusPatches: number;
  bootstrap: { seed: number; replicates: number; level: number };
  scoreCurves: TScoreCurve[];
  pairs: TRunPair[];
  bouncer: TBouncerRow[];
  passAtK: TGroupPassAtK[];
  plausibleValid: TPlausibleValidRow[];
  localization: TLocalizationRow[];
};
