/**
 * Nominal ratings coded as integers, one entry per rating: rating r says rater `rater[r]` gave
 * item `item[r]` the label `label[r]`. Item, rater and label codes run from 0 to their count − 1.
 * A negative label is a missing rating (e.g. UNSURE): every statistic skips it, yet it keeps
 * the item and rater in the data. A rater rates an item at most once.
 */
export type TCodedRatings = {
  itemCount: number;
  raterCount: number;
  labelCount: number;
  item: Int32Array;
  rater: Int32Array;
  label: Int32Array;
};

/** The non-missing ratings grouped by item: those of item i are `order[start[i]]` … `order[start[i + 1] − 1]`. */
export type TItemIndex = {
  start: Int32Array;
  order: Int32Array;
  /** True when `order` is 0, 1, 2, …: every rating, already in item order. */
  inOrder?: boolean;
};

/** Counts of a binary confusion table; positive = the class of interest (e.g. VALID). */
export type TConfusion = { tp: number; fp: number; fn: number; tn: number };

/**
 * Per item, its distinct non-missing labels with how often each was given: item i's are the
 * entries `start[i]` … `start[i + 1] − 1`, label `label[e]` given `count[e]` times, in order of
 * first appearance among the item's ratings (`tallyItemLabels`). Statistics that need only
 * these counts (Fleiss' κ, α, AC1, unanimous items, consensus) share one tally.
 */
export type TItemTally = { start: Int32Array; label: Int32Array; count: Int32Array };
