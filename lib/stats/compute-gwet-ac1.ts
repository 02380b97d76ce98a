import { tallyItemLabels } from "./tally-item-labels";
import type { TCodedRatings, TItemIndex, TItemTally } from "./types";

export type TGwetAc1 = {
  /** Gwet's AC1, or null when it is not defined (no item with two ratings, fewer than 2 categories). */
  ac1: number | null;
  /** p_a: the mean share of agreeing rater pairs over the items with ≥ 2 non-missing ratings. */
  observed: number | null;
  /** p_e = Σ_k π_k (1 − π_k) / (q − 1), π_k the mean share of category k over the items rated at least once. */
  chance: number | null;
  /** Items with ≥ 2 non-missing ratings (n* in Gwet's notation). */
  items: number;
  /**
   * q, the number of categories: the distinct labels among the counted (non-missing) ratings, as
   * irrCAC takes them from the data. A label treated as missing (e.g. UNSURE) is no category.
   */
  categories: number;
};

/**
 * Gwet's AC1 for any number of raters with missing ratings (Gwet 2008; Handbook of Inter-Rater
 * Reliability, ch. 2, as in the irrCAC package's `gwet.ac1.raw`): p_a averages, over the items
 * with r_i ≥ 2 non-missing ratings, Σ_k r_ik (r_ik − 1) / (r_i (r_i − 1)); π_k averages r_ik / r_i
 * over the items with r_i ≥ 1; p_e = Σ_k π_k (1 − π_k) / (q − 1) with q the number of distinct
 * labels among the counted ratings (irrCAC's categories; missing labels are none of them); AC1 =
 * (p_a − p_e) / (1 − p_e). With two raters on every item this is the two-rater AC1 of their table.
 * Pass `index` (groupByItem of the same ratings) or `tally` (tallyItemLabels of them) to share
 * that work between statistics.
 */
export function computeGwetAc1(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
  tally?: TItemTally;
}): TGwetAc1 {
  const { ratings } = options;
  const { start, label, count } =
    options.tally ?? tallyItemLabels({ ratings, index: options.index });
  const size = Math.max(ratings.labelCount, 0);
  const share = new Float64Array(size);
  const seen = new Uint8Array(size);
  let rated = 0;
  let items = 0;
  let agreement = 0;
  for (let i = 0; i < ratings.itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    let r = 0;
    for (let e = from; e < to; e++) r += count[e]!;
    if (r < 1) continue;
    rated += 1;
    let pairs = 0;
    for (let e = from; e < to; e++) {
      const l = label[e]!;
      const c = count[e]!;
      seen[l] = 1;
      pairs += c * (c - 1);
      share[l]! += c / r;
    }
    if (r >= 2) {
      items += 1;
      agreement += pairs / (r * (r - 1));
    }
  }
  const q = seen.reduce((n, s) => n + s, 0);
  if (items === 0 || q < 2)
    return { ac1: null, observed: null, chance: null, items, categories: q };
  const observed = agreement / items;
  let spread = 0;
  for (let k = 0; k < size; k++) {
    const pi = share[k]! / rated;
    spread += pi * (1 - pi);
  }
  const chance = spread / (q - 1);
  return { ac1: (observed - chance) / (1 - chance), observed, chance, items, categories: q };
}
