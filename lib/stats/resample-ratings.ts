import { AppError } from "@/lib/errors/app-error";
import { groupByItem } from "./group-by-item";
import type { TCodedRatings, TItemIndex } from "./types";

/**
 * The ratings of the listed items, each listed entry becoming a new item numbered by its
 * position in `items` (so an item listed twice counts twice): the bridge from a bootstrap
 * replicate (`bootstrapCi` unit indices) to any statistic over ratings. Missing ratings are
 * dropped; rater and label codes are kept.
 * Pass `index` (groupByItem of the same ratings) to share one grouping between statistics.
 */
export function resampleRatings(options: {
  ratings: TCodedRatings;
  items: Int32Array;
  index?: TItemIndex;
}): TCodedRatings {
  const { ratings, items } = options;
  const { start, order } = options.index ?? groupByItem({ ratings });
  let size = 0;
  for (const i of items) {
    if (!(i >= 0 && i < ratings.itemCount))
      throw new AppError("INVALID_INPUT", `Item code ${i} is out of range.`);
    size += start[i + 1]! - start[i]!;
  }
  const item = new Int32Array(size);
  const rater = new Int32Array(size);
  const label = new Int32Array(size);
  let k = 0;
  items.forEach((i, position) => {
    for (let x = start[i]!; x < start[i + 1]!; x++) {
      const r = order[x]!;
      item[k] = position;
      rater[k] = ratings.rater[r]!;
      label[k] = ratings.label[r]!;
      k += 1;
    }
  });
  return {
    itemCount: items.length,
    raterCount: ratings.raterCount,
    labelCount: ratings.labelCount,
    item,
    rater,
    label,
  };
}
