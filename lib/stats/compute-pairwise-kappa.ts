import { computeKappaFromMargins } from "./compute-kappa-from-margins";
import { groupByItem } from "./group-by-item";
import type { TCodedRatings, TItemIndex } from "./types";

export type TPairKappa = { a: number; b: number; n: number; kappa: number | null };

/**
 * Cohen's κ for every unordered pair of raters (codes a < b, ordered by a then b), over the
 * items both rated with a non-missing label; `n` counts those items. Kappa is null when
 * n = 0 or chance agreement is 1. Time is linear in Σ_items m_i² plus pairs × labels²; memory
 * holds pairs × labels² counts.
 * Pass `index` (groupByItem of the same ratings) to share one grouping between statistics.
 */
export function computePairwiseKappa(options: {
  ratings: TCodedRatings;
  index?: TItemIndex;
}): TPairKappa[] {
  const { ratings } = options;
  const { start, order, inOrder } = options.index ?? groupByItem({ ratings });
  const { raterCount: rc, labelCount: lc, rater, label } = ratings;
  const pairCount = (rc * (rc - 1)) / 2;
  const pairIndex = (a: number, b: number) => a * rc - (a * (a + 1)) / 2 + (b - a - 1);
  // Each pair's lc × lc table (first rater's label × second's), filled in one pass over the
  // items with the ratings in item order (copied so unless they are already; no indirection in
  // the inner loop).
  const cells = new Int32Array(pairCount * lc * lc);
  // Where the table of raters (x, y) starts, x ≠ y; -1 on the diagonal.
  const tableOf = new Int32Array(rc * rc).fill(-1);
  for (let a = 0; a < rc; a++)
    for (let b = a + 1; b < rc; b++) {
      const at = pairIndex(a, b) * lc * lc;
      tableOf[a * rc + b] = at;
      tableOf[b * rc + a] = at;
    }
  const raterOf = inOrder ? rater : new Int32Array(order.length);
  const labelOf = inOrder ? label : new Int32Array(order.length);
  if (!inOrder)
    for (let k = 0; k < order.length; k++) {
      raterOf[k] = rater[order[k]!]!;
      labelOf[k] = label[order[k]!]!;
    }
  for (let i = 0; i < ratings.itemCount; i++) {
    const to = start[i + 1]!;
    for (let x = start[i]!; x < to; x++) {
      const a = raterOf[x]!;
      const la = labelOf[x]!;
      const row = a * rc;
      for (let y = x + 1; y < to; y++) {
        const b = raterOf[y]!;
        const lb = labelOf[y]!;
        cells[tableOf[row + b]! + (a < b ? la * lc + lb : lb * lc + la)]! += 1;
      }
    }
  }
  const pairs: TPairKappa[] = [];
  const rowTotals = new Int32Array(lc);
  const columnTotals = new Int32Array(lc);
  for (let a = 0; a < rc; a++) {
    for (let b = a + 1; b < rc; b++) {
      const at = pairIndex(a, b) * lc * lc;
      rowTotals.fill(0);
      columnTotals.fill(0);
      let shared = 0;
      let agree = 0;
      for (let la = 0; la < lc; la++)
        for (let lb = 0; lb < lc; lb++) {
          const c = cells[at + la * lc + lb]!;
          shared += c;
          if (la === lb) agree += c;
          rowTotals[la]! += c;
          columnTotals[lb]! += c;
        }
      const kappa = computeKappaFromMargins({ agreements: agree, rowTotals, columnTotals });
      pairs.push({ a, b, n: shared, kappa });
    }
  }
  return pairs;
}
