import { AppError } from "@/lib/errors/app-error";
import { computeKappaFromMargins } from "./compute-kappa-from-margins";
import type { TCodedRatings } from "./types";

/** `n` items compared (labelled by the rater, with a consensus), `agree` of them with the consensus label. */
export type TRaterVsConsensus = {
  rater: number;
  n: number;
  agree: number;
  weight: number;
  kappa: number | null;
};

/**
 * Each rater's Cohen's κ against the consensus, on the items the rater labelled (non-missing)
 * that have a consensus (`consensus[i]` ≥ 0), and their average weighted by each rater's share
 * of all non-missing ratings. Raters whose κ is null (no such item, or chance agreement 1) are
 * left out of the average and the remaining weights renormalised; null when none is left.
 */
export function computeWeightedKappaVsConsensus(options: {
  ratings: TCodedRatings;
  consensus: Int32Array;
}): { kappa: number | null; raters: TRaterVsConsensus[] } {
  const { ratings, consensus } = options;
  const { raterCount: rc, labelCount: lc, item, rater, label } = ratings;
  if (consensus.length !== ratings.itemCount)
    throw new AppError(
      "INVALID_INPUT",
      `consensus must have one entry per item (${ratings.itemCount}).`,
    );
  if (item.length !== rater.length || item.length !== label.length)
    throw new AppError("INVALID_INPUT", "item, rater and label columns must have the same length.");
  const rated = new Float64Array(rc);
  const shared = new Int32Array(rc);
  const agree = new Int32Array(rc);
  const rowTotals = new Int32Array(rc * lc);
  const columnTotals = new Int32Array(rc * lc);
  let all = 0;
  for (let r = 0; r < item.length; r++) {
    const l = label[r]!;
    if (l < 0) continue;
    const j = rater[r]!;
    const c = consensus[item[r]!] ?? -1;
    if (l >= lc || !(j >= 0 && j < rc) || c >= lc)
      throw new AppError("INVALID_INPUT", `Rating ${r} has a code out of range.`);
    rated[j]! += 1;
    all += 1;
    if (c < 0) continue;
    shared[j]! += 1;
    if (c === l) agree[j]! += 1;
    rowTotals[j * lc + l]! += 1;
    columnTotals[j * lc + c]! += 1;
  }
  const raters: TRaterVsConsensus[] = [];
  let weighted = 0;
  let weights = 0;
  for (let j = 0; j < rc; j++) {
    const kappa = computeKappaFromMargins({
      agreements: agree[j]!,
      rowTotals: rowTotals.subarray(j * lc, (j + 1) * lc),
      columnTotals: columnTotals.subarray(j * lc, (j + 1) * lc),
    });
    const weight = all === 0 ? 0 : rated[j]! / all;
    raters.push({ rater: j, n: shared[j]!, agree: agree[j]!, weight, kappa });
    if (kappa === null || weight === 0) continue;
    weighted += weight * kappa;
    weights += weight;
  }
  return { kappa: weights === 0 ? null : weighted / weights, raters };
}
