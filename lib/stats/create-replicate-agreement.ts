import type { TCodedRatings, TItemIndex } from "./types";

/** The statistics `createReplicateAgreement` writes, in this order. */
const NAMES = ["fleiss", "ac1", "pabak", "alpha", "unanimous", "weighted"] as const;
export type TReplicateAgreementName = (typeof NAMES)[number];

/**
 * The human reliability statistics of a bootstrap replicate (a list of item codes, an item
 * repeating when drawn twice), computed from per-item contributions taken once: Fleiss' κ,
 * Gwet's AC1, PABAK, Krippendorff's α, the unanimous share, and the weighted κ of raters
 * against `consensus`. Each equals, bit for bit, what computeFleissKappa, computeGwetAc1 (with
 * computePabak), computeKrippendorffAlpha, computeUnanimousShare and
 * computeWeightedKappaVsConsensus give on `resampleRatings` of the same items: every sum runs
 * over the items in the replicate's order with the same terms, and integer counts are exact in
 * any order. `write` allocates nothing; an undefined statistic is written as NaN.
 */
export function createReplicateAgreement(options: {
  ratings: TCodedRatings;
  index: TItemIndex;
  consensus: Int32Array;
}): {
  names: readonly TReplicateAgreementName[];
  write: (units: Int32Array, out: Float64Array) => void;
} {
  const { ratings, index, consensus } = options;
  const { itemCount, raterCount: rc } = ratings;
  const lc = Math.max(ratings.labelCount, 0);
  const { start, order } = index;
  // Per item: non-missing ratings, label counts, Gwet's shares c / r, agreeing pairs and the
  // pair terms of AC1 (pairs / (r (r − 1))) and α (pairs / (m − 1)), unanimity.
  const size = new Int32Array(itemCount);
  const counts = new Int32Array(itemCount * lc);
  const shares = new Float64Array(itemCount * lc);
  const pairs = new Float64Array(itemCount);
  const ac1Term = new Float64Array(itemCount);
  const alphaTerm = new Float64Array(itemCount);
  const unanimousItem = new Uint8Array(itemCount);
  const raterOf = new Int32Array(order.length);
  const labelOf = new Int32Array(order.length);
  for (let i = 0; i < itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    const r = to - from;
    let same = 1;
    for (let k = from; k < to; k++) {
      const l = ratings.label[order[k]!]!;
      raterOf[k] = ratings.rater[order[k]!]!;
      labelOf[k] = l;
      counts[i * lc + l]! += 1;
      if (l !== ratings.label[order[from]!]!) same = 0;
    }
    size[i] = r;
    let p = 0;
    for (let l = 0; l < lc; l++) {
      const c = counts[i * lc + l]!;
      if (c === 0) continue;
      p += c * (c - 1);
      shares[i * lc + l] = c / r;
    }
    pairs[i] = p;
    if (r >= 2) {
      ac1Term[i] = p / (r * (r - 1));
      alphaTerm[i] = p / (r - 1);
      unanimousItem[i] = same;
    }
  }
  const totals = new Float64Array(lc);
  const share = new Float64Array(lc);
  const seen = new Uint8Array(lc);
  const rated = new Float64Array(rc);
  const agree = new Int32Array(rc);
  const rowTotals = new Int32Array(rc * lc);
  const columnTotals = new Int32Array(rc * lc);
  const write = (units: Int32Array, out: Float64Array) => {
    totals.fill(0);
    share.fill(0);
    seen.fill(0);
    rated.fill(0);
    agree.fill(0);
    rowTotals.fill(0);
    columnTotals.fill(0);
    let pairable = 0;
    let m = -1;
    let minCount = Infinity;
    let maxCount = 0;
    let agreeingPairs = 0;
    let ratedItems = 0;
    let agreement = 0;
    let diagonal = 0;
    let unanimous = 0;
    let all = 0;
    for (let p = 0; p < units.length; p++) {
      const i = units[p]!;
      const r = size[i]!;
      if (r < 1) continue;
      ratedItems += 1;
      for (let l = 0; l < lc; l++) {
        if (counts[i * lc + l] === 0) continue;
        seen[l] = 1;
        share[l]! += shares[i * lc + l]!;
      }
      const c = consensus[i]!;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        const j = raterOf[k]!;
        const l = labelOf[k]!;
        rated[j]! += 1;
        all += 1;
        if (c < 0) continue;
        if (c === l) agree[j]! += 1;
        rowTotals[j * lc + l]! += 1;
        columnTotals[j * lc + c]! += 1;
      }
      if (r < 2) continue;
      pairable += 1;
      minCount = Math.min(minCount, r);
      maxCount = Math.max(maxCount, r);
      m = r;
      agreeingPairs += pairs[i]!;
      for (let l = 0; l < lc; l++) totals[l]! += counts[i * lc + l]!;
      agreement += ac1Term[i]!;
      diagonal += alphaTerm[i]!;
      unanimous += unanimousItem[i]!;
    }
    // Fleiss' κ (computeFleissKappa).
    if (pairable > 0 && minCount === maxCount) {
      const n = pairable * m;
      let expected = 0;
      for (let l = 0; l < lc; l++) expected += (totals[l]! / n) * (totals[l]! / n);
      if (expected !== 1)
        out[0] = (agreeingPairs / (pairable * m * (m - 1)) - expected) / (1 - expected);
    }
    // Gwet's AC1 and PABAK (computeGwetAc1, computePabak).
    let q = 0;
    for (let l = 0; l < lc; l++) q += seen[l]!;
    if (pairable > 0 && q >= 2) {
      const observed = agreement / pairable;
      let spread = 0;
      for (let l = 0; l < lc; l++) {
        const pi = share[l]! / ratedItems;
        spread += pi * (1 - pi);
      }
      const chance = spread / (q - 1);
      out[1] = (observed - chance) / (1 - chance);
      out[2] = (q * observed - 1) / (q - 1);
    }
    // Krippendorff's α (computeKrippendorffAlpha).
    let values = 0;
    let chancePairs = 0;
    for (let l = 0; l < lc; l++) {
      values += totals[l]!;
      chancePairs += totals[l]! * (totals[l]! - 1);
    }
    const expectedPairs = values * (values - 1) - chancePairs;
    if (pairable > 0 && expectedPairs !== 0)
      out[3] = ((values - 1) * diagonal - chancePairs) / expectedPairs;
    // Unanimous share (computeUnanimousShare).
    if (pairable > 0) out[4] = unanimous / pairable;
    // Weighted κ against consensus (computeWeightedKappaVsConsensus, computeKappaFromMargins).
    let weighted = 0;
    let weights = 0;
    for (let j = 0; j < rc; j++) {
      let n = 0;
      let chance = 0;
      for (let l = 0; l < lc; l++) {
        const row = rowTotals[j * lc + l]!;
        n += row;
        chance += row * columnTotals[j * lc + l]!;
      }
      const denominator = n * n - chance;
      if (n === 0 || denominator === 0) continue;
      const kappa = (n * agree[j]! - chance) / denominator;
      const weight = all === 0 ? 0 : rated[j]! / all;
      if (weight === 0) continue;
      weighted += weight * kappa;
      weights += weight;
    }
    if (weights !== 0) out[5] = weighted / weights;
  };
  return { names: NAMES, write };
}
