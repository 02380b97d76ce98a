import { groupByItem } from "./group-by-item";
import type { TCodedRatings, TItemIndex } from "./types";

/**
 * Per item: `pairable` = at least two non-missing ratings; `unanimous` = pairable and all
 * those ratings carry one label. Unanimous items with a consensus form the clear benchmark.
 * Pass `index` (groupByItem of the same ratings) to share one grouping between statistics.
 */
export function markUnanimousItems(options: { ratings: TCodedRatings; index?: TItemIndex }): {
  pairable: Uint8Array;
  unanimous: Uint8Array;
} {
  const { ratings } = options;
  const { start, order } = options.index ?? groupByItem({ ratings });
  const pairable = new Uint8Array(ratings.itemCount);
  const unanimous = new Uint8Array(ratings.itemCount);
  for (let i = 0; i < ratings.itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    if (to - from < 2) continue;
    pairable[i] = 1;
    const first = ratings.label[order[from]!]!;
    let same = 1;
    for (let k = from + 1; k < to && same; k++) if (ratings.label[order[k]!]! !== first) same = 0;
    unanimous[i] = same;
  }
  return { pairable, unanimous };
}
