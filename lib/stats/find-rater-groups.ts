import type { TCodedRatings } from "./types";

export type TRaterGroups = {
  /** Number of groups. */
  count: number;
  /** Group per rater code, −1 for a rater with no rating. */
  group: Int32Array;
};

/**
 * The raters split into groups that share no item: two raters are in one group when a chain of
 * items rated by both links them. Every rating counts, missing ones (e.g. UNSURE) too, since
 * they place the rater on the item. Groups are numbered in the order of their lowest rater code,
 * so with raters coded in a stable order the numbering is stable too. Statistics that compare
 * raters on shared items (pairwise κ, Fleiss' κ over all raters) can only be computed inside a
 * group.
 */
export function findRaterGroups(options: { ratings: TCodedRatings }): TRaterGroups {
  const { ratings } = options;
  const parent = Int32Array.from({ length: ratings.raterCount }, (_, r) => r);
  const root = (r: number): number => {
    while (parent[r] !== r) {
      parent[r] = parent[parent[r]!]!;
      r = parent[r]!;
    }
    return r;
  };
  const firstRater = new Int32Array(ratings.itemCount).fill(-1);
  const rated = new Uint8Array(ratings.raterCount);
  for (let k = 0; k < ratings.item.length; k++) {
    const i = ratings.item[k]!;
    const r = ratings.rater[k]!;
    rated[r] = 1;
    if (firstRater[i]! < 0) {
      firstRater[i] = r;
      continue;
    }
    const a = root(firstRater[i]!);
    const b = root(r);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const group = new Int32Array(ratings.raterCount).fill(-1);
  const numberOf = new Map<number, number>();
  for (let r = 0; r < ratings.raterCount; r++) {
    if (!rated[r]) continue;
    const top = root(r);
    if (!numberOf.has(top)) numberOf.set(top, numberOf.size);
    group[r] = numberOf.get(top)!;
  }
  return { count: numberOf.size, group };
}
