import { AppError } from "@/lib/errors/app-error";
import { computeFilteredSuccessAtK } from "./compute-filtered-success-at-k";
import { markPolicyPatches } from "./mark-policy-patches";
import type { TPolicy, TPolicyData, TPolicyMetrics } from "./types";

const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

/**
 * One policy over one run's patches against the success criterion (Cambronero et al. 2026, §4
 * and §5.2): a patch is shown when its bug is attempted (abstention) and the patch is accepted
 * (validation). Patch-level precision, recall, prevalence (the no-skill precision), FPR and the
 * rejected side's precision and recall; bug-level ones with "fixable" = at least one successful
 * patch and "retained" = B′, the bugs with a shown patch; patches spared; filtered success@k for
 * k = 1 … maxK. `sorted` (the run's sorted confidences) is reused across percentiles.
 */
export function evaluatePolicy(options: {
  data: TPolicyData;
  policy: TPolicy;
  maxK: number;
  sorted?: Float64Array;
}): TPolicyMetrics {
  const { data, policy, maxK } = options;
  const { bugCount, patchBug, success } = data;
  const n = patchBug.length;
  if (success.length !== n || data.valid.length !== n || data.confidence.length !== n)
    throw new AppError("INVALID_INPUT", "Every patch column needs one entry per patch.");
  if (!Number.isInteger(maxK) || maxK < 1)
    throw new AppError("INVALID_INPUT", `maxK must be a positive integer, got ${maxK}.`);
  const {
    cutoff,
    attempted,
    shown: shownMark,
  } = markPolicyPatches({
    data,
    policy,
    sorted: options.sorted,
  });
  const shownPerBug = new Int32Array(bugCount);
  const shownSuccessPerBug = new Int32Array(bugCount);
  const successPerBug = new Int32Array(bugCount);
  let shown = 0;
  let successes = 0;
  let shownSuccesses = 0;
  let withoutConfidence = 0;
  for (let i = 0; i < n; i++) {
    const b = patchBug[i]!;
    if (b < 0 || b >= bugCount) throw new AppError("INVALID_INPUT", `Patch ${i}: no bug ${b}.`);
    const s = success[i]!;
    successes += s;
    successPerBug[b]! += s;
    if (Number.isNaN(data.confidence[i]!)) withoutConfidence += 1;
    if (shownMark[i]) {
      shown += 1;
      shownSuccesses += s;
      shownPerBug[b]! += 1;
      shownSuccessPerBug[b]! += s;
    }
  }
  const failures = n - successes;
  const shownFailures = shown - shownSuccesses;
  const hidden = n - shown;
  const hiddenFailures = failures - shownFailures;
  let bugsWithPatches = 0;
  let attemptedBugs = 0;
  let retained = 0;
  let fixable = 0;
  let retainedFixable = 0;
  let unscored = 0;
  const kept: { n: number; c: number }[] = [];
  const patchesPerBug = new Int32Array(bugCount);
  for (let i = 0; i < n; i++) patchesPerBug[patchBug[i]!]! += 1;
  for (let b = 0; b < bugCount; b++) {
    if (patchesPerBug[b] === 0) continue;
    bugsWithPatches += 1;
    if (data.bugScore === null || Number.isNaN(data.bugScore[b]!)) unscored += 1;
    attemptedBugs += attempted[b]!;
    const isFixable = successPerBug[b]! > 0;
    if (isFixable) fixable += 1;
    if (shownPerBug[b]! > 0) {
      retained += 1;
      if (isFixable) retainedFixable += 1;
      kept.push({ n: shownPerBug[b]!, c: shownSuccessPerBug[b]! });
    }
  }
  const unfixable = bugsWithPatches - fixable;
  return {
    cutoff,
    patches: {
      total: n,
      shown,
      successes,
      shownSuccesses,
      precision: ratio(shownSuccesses, shown),
      recall: ratio(shownSuccesses, successes),
      prevalence: ratio(successes, n),
      fpr: ratio(shownFailures, failures),
      npv: ratio(hiddenFailures, hidden),
      specificity: ratio(hiddenFailures, failures),
      spared: hidden,
      sparedFailures: hiddenFailures,
      withoutConfidence,
    },
    bugs: {
      total: bugsWithPatches,
      attempted: attemptedBugs,
      retained,
      fixable,
      retainedFixable,
      precision: ratio(retainedFixable, retained),
      recall: ratio(retainedFixable, fixable),
      prevalence: ratio(fixable, bugsWithPatches),
      fpr: ratio(retained - retainedFixable, unfixable),
      unscored,
    },
    successAtK: Array.from({ length: maxK }, (_, j) => ({
      k: j + 1,
      value: computeFilteredSuccessAtK({ bugs: kept, k: j + 1 }),
    })),
  };
}
