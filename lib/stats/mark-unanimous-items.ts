import { tallyItemLabels } from "./tally-item-labels";
import type { TCodedRatings, TItemIndex, TItemTally } from "./types";

/**
 * Per item: `pairable` = at least two non-missing ratings; `unanimous` = pairable and all
 * those ratings carry one label. Unanimous items with a consensus form the clear benchmark.
 * Pass `index` (groupByItem of the same ratings) or `tally` (tallyItemLabels of them) to share
 * that work between statistics.
 */
export function markUnanimousItems(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
  tally?: TItemTally;
}): {
  pairable: Uint8Array;
  unanimous: Uint8Array;
} {
  const { ratings } = options;
  const { start, count } = options.tally ?? tallyItemLabels({ ratings, index: options.index });
  const pairable = new Uint8Array(ratings.itemCount);
  const unanimous = new Uint8Array(ratings.itemCount);
  for (let i = 0; i < ratings.itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    let m = 0;
    for (let e = from; e < to; e++) m += count[e]!;
    if (m < 2) continue;
    pairable[i] = 1;
    unanimous[i] = to - from === 1 ? 1 : 0;
  }
  return { pairable, unanimous };
}
