import { groupByItem } from "./group-by-item";
import type { TCodedRatings, TItemIndex, TItemTally } from "./types";

/**
 * Counts each item's non-missing labels once (a pass over the grouped ratings, typed arrays),
 * so the statistics that need only the counts (Fleiss' κ, Krippendorff's α, Gwet's AC1,
 * unanimous items, consensus) need not each walk the ratings again. At most one entry per
 * rating. Pass `index` (groupByItem of the same ratings) to share one grouping.
 */
export function tallyItemLabels(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
}): TItemTally {
  const { ratings } = options;
  const { start, order } = options.index ?? groupByItem({ ratings });
  const labels = ratings.label;
  const itemCount = ratings.itemCount;
  const entryStart = new Int32Array(itemCount + 1);
  const label = new Int32Array(order.length);
  const count = new Int32Array(order.length);
  // Where label l sits among the current item's entries, if `label` there is l (else stale).
  const slot = new Int32Array(Math.max(ratings.labelCount, 0));
  let used = 0;
  for (let i = 0; i < itemCount; i++) {
    const first = used;
    entryStart[i] = first;
    const to = start[i + 1]!;
    for (let k = start[i]!; k < to; k++) {
      const l = labels[order[k]!]!;
      const at = slot[l]!;
      if (at >= first && at < used && label[at] === l) count[at]! += 1;
      else {
        slot[l] = used;
        label[used] = l;
        count[used] = 1;
        used += 1;
      }
    }
  }
  entryStart[itemCount] = used;
  return { start: entryStart, label: label.subarray(0, used), count: count.subarray(0, used) };
}
