import { AppError } from "@/lib/errors/app-error";
import { computeCalibrationBins } from "./compute-calibration-bins";
import { computePrCurve } from "./compute-pr-curve";
import { evaluatePolicy } from "./evaluate-policy";
import { namePolicy } from "./name-policy";
import type { TPolicyReport } from "./policies-api.types";
import { sortConfidences } from "./sort-confidences";
import type { TPolicy, TPolicyData, TValidationDecision } from "./types";

/**
 * Every policy the page compares over one run (paper 000 §4, §6): no filter (pass@k), validation
 * alone (binary and each percentile), and when bugs have abstention scores, abstention alone at τ
 * and combined with each validation decision; the patch PR curve over confidence thresholds, the
 * bug PR curve over abstention scores, and calibration bins of confidence against success. maxK
 * defaults to the largest patch count of a bug (at most 20). The run's confidences are sorted
 * once for every percentile.
 */
export function buildPolicyReport(options: {
  data: TPolicyData;
  percentiles: readonly number[];
  tau: number;
  maxK?: number;
  bins?: number;
}): TPolicyReport {
  const { data, percentiles, tau } = options;
  if (percentiles.length === 0)
    throw new AppError("INVALID_INPUT", "Give at least one percentile.");
  const perBug = new Int32Array(data.bugCount);
  for (let i = 0; i < data.patchBug.length; i++) perBug[data.patchBug[i]!]! += 1;
  const largest = perBug.reduce((m, x) => Math.max(m, x), 0);
  const maxK = options.maxK ?? Math.min(20, Math.max(1, largest));
  const sorted = sortConfidences({ confidence: data.confidence });
  const validations: TValidationDecision[] = [
    { kind: "binary" },
    ...[...new Set(percentiles)]
      .sort((a, b) => a - b)
      .map((p) => ({ kind: "percentile" as const, p })),
  ];
  const scored = data.bugScore !== null && data.bugScore.some((s) => !Number.isNaN(s));
  const list: TPolicy[] = [
    { validation: { kind: "none" }, abstention: null },
    ...validations.map((v) => ({ validation: v, abstention: null })),
  ];
  if (scored)
    for (const v of [{ kind: "none" } as const, ...validations])
      list.push({ validation: v, abstention: { tau } });
  const policies = list.map((policy) => ({ ...namePolicy({ policy }), policy }));
  const success = data.success;
  return {
    maxK,
    policies: policies.map(({ id, name, policy }) => ({
      id,
      name,
      validation: policy.validation,
      abstention: policy.abstention,
      metrics: evaluatePolicy({ data, policy, maxK, sorted }),
    })),
    prCurve: {
      patches: computePrCurve({ score: data.confidence, positive: success }),
      bugs: scored ? bugCurve(data) : null,
    },
    // Calibration compares probabilities with outcomes: a run ranked by scores on another scale
    // (an external judge's 0–100) has none to compare, so its bins stay empty.
    calibration: data.confidence.some((c) => c < 0 || c > 1)
      ? []
      : computeCalibrationBins({
          score: data.confidence,
          positive: success,
          bins: options.bins ?? 10,
        }),
  };
}

/** The abstention PR curve: bugs by score, positive = at least one successful patch (paper Fig. 3). */
function bugCurve(data: TPolicyData) {
  const fixable = new Uint8Array(data.bugCount);
  const has = new Uint8Array(data.bugCount);
  for (let i = 0; i < data.patchBug.length; i++) {
    const b = data.patchBug[i]!;
    has[b] = 1;
    if (data.success[i]) fixable[b] = 1;
  }
  const score = Float64Array.from(data.bugScore!, (s, b) => (has[b] ? s : Number.NaN));
  return computePrCurve({ score, positive: fixable });
}
