import { computeKappaFromMargins } from "./compute-kappa-from-margins";
import { groupByItem } from "./group-by-item";
import type { TCodedRatings, TItemIndex } from "./types";

export type TPairKappa = { a: number; b: number; n: number; kappa: number | null };

/**
 * Cohen's κ for every unordered pair of raters (codes a < b, ordered by a then b), over the
 * items both rated with a non-missing label; `n` counts those items. Kappa is null when
 * n = 0 or chance agreement is 1. Time is linear in Σ_items m_i² plus pairs × labels.
 * Pass `index` (groupByItem of the same ratings) to share one grouping between statistics.
 */
export function computePairwiseKappa(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
}): TPairKappa[] {
  const { ratings } = options;
  const { start, order } = options.index ?? groupByItem({ ratings });
  const { raterCount: rc, labelCount: lc, rater, label } = ratings;
  const pairCount = (rc * (rc - 1)) / 2;
  const pairIndex = (a: number, b: number) => a * rc - (a * (a + 1)) / 2 + (b - a - 1);
  const shared = new Int32Array(pairCount);
  const agree = new Int32Array(pairCount);
  const rowTotals = new Int32Array(pairCount * lc);
  const columnTotals = new Int32Array(pairCount * lc);
  for (let i = 0; i < ratings.itemCount; i++) {
    const to = start[i + 1]!;
    for (let x = start[i]!; x < to; x++) {
      const rx = order[x]!;
      for (let y = x + 1; y < to; y++) {
        const ry = order[y]!;
        const swap = rater[rx]! > rater[ry]!;
        const first = swap ? ry : rx;
        const second = swap ? rx : ry;
        const p = pairIndex(rater[first]!, rater[second]!);
        const la = label[first]!;
        const lb = label[second]!;
        shared[p]! += 1;
        if (la === lb) agree[p]! += 1;
        rowTotals[p * lc + la]! += 1;
        columnTotals[p * lc + lb]! += 1;
      }
    }
  }
  const pairs: TPairKappa[] = [];
  for (let a = 0; a < rc; a++) {
    for (let b = a + 1; b < rc; b++) {
      const p = pairIndex(a, b);
      const kappa = computeKappaFromMargins({
        agreements: agree[p]!,
        rowTotals: rowTotals.subarray(p * lc, (p + 1) * lc),
        columnTotals: columnTotals.subarray(p * lc, (p + 1) * lc),
      });
      pairs.push({ a, b, n: shared[p]!, kappa });
    }
  }
  return pairs;
}
