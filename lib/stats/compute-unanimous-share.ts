import { markUnanimousItems } from "./mark-unanimous-items";
import type { TCodedRatings, TItemIndex, TItemTally } from "./types";

/**
 * Share of the items with at least two non-missing ratings whose ratings all carry one
 * label; null when no item has two ratings. `index` and `tally` as in markUnanimousItems.
 */
export function computeUnanimousShare(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
  tally?: TItemTally;
}): {
  share: number | null;
  unanimous: number;
  items: number;
} {
  const { pairable, unanimous } = markUnanimousItems(options);
  let items = 0;
  let agreeing = 0;
  for (let i = 0; i < pairable.length; i++) {
    items += pairable[i]!;
    agreeing += unanimous[i]!;
  }
  return { share: items === 0 ? null : agreeing / items, unanimous: agreeing, items };
}
