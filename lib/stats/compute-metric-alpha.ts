import { groupByItem } from "./group-by-item";
import type { TCodedRatings, TItemIndex } from "./types";

/** Krippendorff's difference functions beyond nominal (Krippendorff 2011, section C). */
export type TAlphaMetric = "ordinal" | "interval" | "ratio";

export type TMetricAlpha = {
  /** α for the metric, or null when undefined (see `reason`). */
  alpha: number | null;
  reason: string | null;
  /** Pairable units (items with at least two non-missing ratings) and the values they hold. */
  units: number;
  values: number;
};

/** δ²(c, k) of the metric over K categories, from the value totals n_c (ordinal) or the scale. */
function differences(options: {
  metric: TAlphaMetric;
  totals: Float64Array;
  scale: readonly number[];
}): Float64Array {
  const { metric, totals, scale } = options;
  const K = totals.length;
  const d = new Float64Array(K * K);
  for (let c = 0; c < K; c++)
    for (let k = c + 1; k < K; k++) {
      let delta: number;
      if (metric === "ordinal") {
        // (Σ_{g=c..k} n_g − (n_c + n_k) / 2)²: the ranks' distance counts the values between.
        let between = 0;
        for (let g = c; g <= k; g++) between += totals[g]!;
        delta = between - (totals[c]! + totals[k]!) / 2;
      } else if (metric === "interval") delta = scale[c]! - scale[k]!;
      else {
        const sum = scale[c]! + scale[k]!;
        delta = sum === 0 ? 0 : (scale[c]! - scale[k]!) / sum;
      }
      d[c * K + k] = d[k * K + c] = delta * delta;
    }
  return d;
}

/**
 * Krippendorff's α for ordered categories (a graded scale such as 1–4), with the ordinal,
 * interval or ratio difference function (Krippendorff 2011, "Computing Krippendorff's
 * Alpha-Reliability", C): label code c is the c-th category in order; `scale` gives the
 * categories' numeric values for interval and ratio (default 1, 2, …, K). The coincidence
 * matrix is the nominal one (each unit with m_u ≥ 2 values adds n_uc·(n_uk − [c = k]) / (m_u − 1)
 * to o_ck; missing ratings allowed), and α = 1 − (n − 1)·Σ o_ck δ²_ck / Σ n_c n_k δ²_ck.
 * Null when no unit is pairable or every value is one category (no expected disagreement).
 */
export function computeMetricAlpha(options: {
  ratings: TCodedRatings;
  metric: TAlphaMetric;
  scale?: readonly number[];
  index?: TItemIndex;
}): TMetricAlpha {
  const { ratings, metric } = options;
  const K = Math.max(ratings.labelCount, 0);
  const scale = options.scale ?? Array.from({ length: K }, (_v, c) => c + 1);
  if (scale.length !== K)
    throw new Error(`scale must give one value per category (${K}), not ${scale.length}.`);
  const { start, order } = options.index ?? groupByItem({ ratings });
  const label = ratings.label;
  const coincidences = new Float64Array(K * K);
  const counts = new Int32Array(K);
  const present: number[] = [];
  let units = 0;
  for (let i = 0; i < ratings.itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    const m = to - from;
    if (m < 2) continue;
    units += 1;
    for (let r = from; r < to; r++) {
      const l = label[order[r]!]!;
      if (counts[l] === 0) present.push(l);
      counts[l]! += 1;
    }
    for (const c of present)
      for (const k of present)
        coincidences[c * K + k]! += (counts[c]! * (counts[k]! - (c === k ? 1 : 0))) / (m - 1);
    for (const c of present) counts[c] = 0;
    present.length = 0;
  }
  const totals = new Float64Array(K);
  let n = 0;
  for (let c = 0; c < K; c++) {
    for (let k = 0; k < K; k++) totals[c]! += coincidences[c * K + k]!;
    n += totals[c]!;
  }
  if (units === 0)
    return { alpha: null, reason: "no item has two or more non-missing ratings", units, values: n };
  const d = differences({ metric, totals, scale });
  let observed = 0;
  let expected = 0;
  for (let c = 0; c < K; c++)
    for (let k = 0; k < K; k++) {
      observed += coincidences[c * K + k]! * d[c * K + k]!;
      expected += totals[c]! * totals[k]! * d[c * K + k]!;
    }
  if (expected === 0)
    return {
      alpha: null,
      reason: "every value is in one category, so there is no variation to agree on",
      units,
      values: n,
    };
  return { alpha: 1 - ((n - 1) * observed) / expected, reason: null, units, values: n };
}
