import type { TAlignmentDelta, TAlignmentMetrics } from "./alignment-api.types";

const KEYS = ["kappa", "precision", "recall", "accuracy"] as const;

/** Each metric of `current` minus the same of `previous`; null where either is undefined. */
export function computeMetricDelta(options: {
  current: TAlignmentMetrics;
  previous: TAlignmentMetrics;
}): TAlignmentDelta {
  const { current, previous } = options;
  const out = {} as TAlignmentDelta;
  for (const key of KEYS) {
    const a = current[key];
    const b = previous[key];
    out[key] = a === null || b === null ? null : a - b;
  }
  return out;
}
