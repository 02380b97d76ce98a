import { AppError } from "@/lib/errors/app-error";
import type { TCodedRatings, TItemIndex } from "./types";

/**
 * Groups the non-missing ratings by item with a counting sort (linear time; skipped, and the
 * checks done in one pass, when they come in item order already), after checking the codes:
 * equal column lengths, codes in range, and no rater rating one item twice (missing ratings
 * included: UNSURE and VALID from one rater on one item is refused too).
 */
export function groupByItem(options: { ratings: TCodedRatings }): TItemIndex {
  const { itemCount, raterCount, labelCount, item, rater, label } = options.ratings;
  const n = item.length;
  for (const count of [itemCount, raterCount, labelCount]) {
    if (!Number.isInteger(count) || count < 0)
      throw new AppError(
        "INVALID_INPUT",
        `Code counts must be non-negative integers, got ${count}.`,
      );
  }
  if (rater.length !== n || label.length !== n)
    throw new AppError("INVALID_INPUT", "item, rater and label columns must have the same length.");
  const all = new Int32Array(itemCount + 1);
  // While the ratings come in item order (a file grouped by item) this pass also finds a rater
  // rating an item twice, and no sort is needed.
  let sorted = true;
  let previous = 0;
  let missing = 0;
  let duplicate = -1;
  const seenOn = new Int32Array(raterCount).fill(-1);
  for (let r = 0; r < n; r++) {
    const i = item[r]!;
    const j = rater[r]!;
    const l = label[r]!;
    if (!(i >= 0 && i < itemCount && j >= 0 && j < raterCount && l < labelCount)) {
      throw new AppError(
        "INVALID_INPUT",
        `Rating ${r} has a code out of range (item ${i}, rater ${j}, label ${l}).`,
      );
    }
    all[i + 1]! += 1;
    if (l < 0) missing += 1;
    if (i < previous) sorted = false;
    previous = i;
    if (sorted) {
      if (seenOn[j] === i && duplicate < 0) duplicate = r;
      seenOn[j] = i;
    }
  }
  for (let i = 0; i < itemCount; i++) all[i + 1]! += all[i]!;
  if (sorted && duplicate >= 0)
    throw new AppError(
      "INVALID_INPUT",
      `Rater ${rater[duplicate]} rated item ${item[duplicate]} more than once.`,
    );
  if (sorted && missing === 0) {
    const order = new Int32Array(n);
    for (let r = 0; r < n; r++) order[r] = r;
    return { start: all, order, inOrder: true };
  }
  const allOrder = sorted ? null : new Int32Array(n);
  if (allOrder) {
    const next = all.slice(0, itemCount);
    for (let r = 0; r < n; r++) allOrder[next[item[r]!]!++] = r;
    seenOn.fill(-1);
  }

  const start = new Int32Array(itemCount + 1);
  const order = new Int32Array(n);
  let kept = 0;
  for (let i = 0; i < itemCount; i++) {
    start[i] = kept;
    for (let k = all[i]!; k < all[i + 1]!; k++) {
      const r = allOrder ? allOrder[k]! : k;
      if (allOrder) {
        const j = rater[r]!;
        if (seenOn[j] === i)
          throw new AppError("INVALID_INPUT", `Rater ${j} rated item ${i} more than once.`);
        seenOn[j] = i;
      }
      if (label[r]! >= 0) order[kept++] = r;
    }
  }
  start[itemCount] = kept;
  return { start, order: order.subarray(0, kept) };
}
