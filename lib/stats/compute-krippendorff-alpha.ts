import { tallyItemLabels } from "./tally-item-labels";
import type { TCodedRatings, TItemIndex, TItemTally } from "./types";

export type TKrippendorffAlpha = {
  /** Nominal α, or null when undefined (see `reason`). */
  alpha: number | null;
  reason: string | null;
  /** Pairable units (items with at least two non-missing ratings) and the values they hold. */
  units: number;
  values: number;
};

/**
 * Krippendorff's α for nominal data (Krippendorff 2011, "Computing Krippendorff's
 * Alpha-Reliability"), via the coincidence matrix: each unit u with m_u ≥ 2 values adds
 * n_uc·(n_uk − [c = k]) / (m_u − 1) to o_ck; units with fewer than two values are dropped, so
 * missing ratings are allowed. α = 1 − D_o / D_e, which for nominal data is
 * ((n − 1)·Σ_c o_cc − Σ_c n_c(n_c − 1)) / (n(n − 1) − Σ_c n_c(n_c − 1)).
 * Null when no unit is pairable or all values are one label (D_e = 0).
 * Pass `index` (groupByItem of the same ratings) or `tally` (tallyItemLabels of them) to share
 * that work between statistics.
 */
export function computeKrippendorffAlpha(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
  tally?: TItemTally;
}): TKrippendorffAlpha {
  const { ratings } = options;
  const { start, label, count } =
    options.tally ?? tallyItemLabels({ ratings, index: options.index });
  const totals = new Float64Array(Math.max(ratings.labelCount, 0));
  let units = 0;
  let diagonal = 0;
  for (let i = 0; i < ratings.itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    let m = 0;
    for (let e = from; e < to; e++) m += count[e]!;
    if (m < 2) continue;
    units += 1;
    let pairs = 0;
    for (let e = from; e < to; e++) {
      const c = count[e]!;
      pairs += c * (c - 1);
      totals[label[e]!]! += c;
    }
    diagonal += pairs / (m - 1);
  }
  let n = 0;
  let chancePairs = 0;
  for (const t of totals) {
    n += t;
    chancePairs += t * (t - 1);
  }
  if (units === 0)
    return { alpha: null, reason: "no item has two or more non-missing ratings", units, values: n };
  const expected = n * (n - 1) - chancePairs;
  if (expected === 0)
    return {
      alpha: null,
      reason: "every value has the same label, so there is no variation to agree on",
      units,
      values: n,
    };
  return { alpha: ((n - 1) * diagonal - chancePairs) / expected, reason: null, units, values: n };
}
