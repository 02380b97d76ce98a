import { tallyItemLabels } from "./tally-item-labels";
import type { TCodedRatings, TItemIndex, TItemTally } from "./types";

export type TFleissKappa = {
  /** Fleiss' κ, or null when it is not defined for these ratings (see `reason`). */
  kappa: number | null;
  reason: string | null;
  /** Items included: those with at least two non-missing ratings. */
  items: number;
  /** Non-missing ratings per included item, when they are all equal. */
  ratingsPerItem: number | null;
};

/**
 * Fleiss' κ (Fleiss 1971) over the items with at least two non-missing ratings. Fleiss' κ
 * assumes the same number of ratings on every item, so it is null, with the reason, when the
 * included items have different counts; also when no item has two ratings, or when every
 * rating has one label (expected agreement 1). Raters need not be the same across items.
 * Pass `index` (groupByItem of the same ratings) or `tally` (tallyItemLabels of them) to share
 * that work between statistics.
 */
export function computeFleissKappa(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
  tally?: TItemTally;
}): TFleissKappa {
  const { ratings } = options;
  const { start, label, count } =
    options.tally ?? tallyItemLabels({ ratings, index: options.index });
  const totals = new Float64Array(Math.max(ratings.labelCount, 0));
  let items = 0;
  let m = -1;
  let minCount = Infinity;
  let maxCount = 0;
  let agreeingPairs = 0;
  for (let i = 0; i < ratings.itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    let mi = 0;
    for (let e = from; e < to; e++) mi += count[e]!;
    if (mi < 2) continue;
    items += 1;
    minCount = Math.min(minCount, mi);
    maxCount = Math.max(maxCount, mi);
    m = mi;
    for (let e = from; e < to; e++) {
      const c = count[e]!;
      agreeingPairs += c * (c - 1);
      totals[label[e]!]! += c;
    }
  }
  if (items === 0)
    return {
      kappa: null,
      reason: "no item has two or more non-missing ratings",
      items,
      ratingsPerItem: null,
    };
  if (minCount !== maxCount) {
    return {
      kappa: null,
      reason: `items have different numbers of non-missing ratings (${minCount} to ${maxCount}); Fleiss' kappa needs the same number on every item`,
      items,
      ratingsPerItem: null,
    };
  }
  const all = items * m;
  let expected = 0;
  for (const t of totals) expected += (t / all) * (t / all);
  if (expected === 1)
    return {
      kappa: null,
      reason: "every rating has the same label, so chance agreement is 1",
      items,
      ratingsPerItem: m,
    };
  const observed = agreeingPairs / (items * m * (m - 1));
  return { kappa: (observed - expected) / (1 - expected), reason: null, items, ratingsPerItem: m };
}
