import { computeKrippendorffAlpha } from "@/lib/stats/compute-krippendorff-alpha";
import { computeUnanimousShare } from "@/lib/stats/compute-unanimous-share";
import { computeWeightedKappaVsConsensus } from "@/lib/stats/compute-weighted-kappa-vs-consensus";
import { groupByItem } from "@/lib/stats/group-by-item";
import { resampleRatings } from "@/lib/stats/resample-ratings";
import type { TCodedCampaign } from "./code-campaign-labels";
import type { TBenchmarkColumn } from "./dashboard-types";

const VALID = 0;
const INVALID = 1;

/**
 * The paper's Table 5: the full benchmark (every patch with a consensus) and the clear one (those
 * whose pre-discussion labels were unanimous, with at least two of them), each with its bugs,
 * patches, unanimous share, Krippendorff's α and weighted κ against consensus over its own
 * ratings, and its VALID / INVALID consensus counts. Patches whose consensus is another label
 * (UNSURE, when it counts as a label) are in the benchmark and counted in `other`, so VALID +
 * INVALID + other = patches; patches whose plurality ties have no consensus, are left out, and
 * are counted in `tied` (the full column; never in the clear one).
 */
export function computeBenchmarkColumns(options: {
  coded: TCodedCampaign;
  consensus: Int32Array;
  unanimous: Uint8Array;
}): { full: TBenchmarkColumn; clear: TBenchmarkColumn } {
  const { coded, consensus, unanimous } = options;
  const index = groupByItem({ ratings: coded.ratings });
  const full: number[] = [];
  const clear: number[] = [];
  let tied = 0;
  consensus.forEach((label, i) => {
    if (label < 0) {
      if (index.start[i + 1]! > index.start[i]!) tied += 1;
      return;
    }
    full.push(i);
    if (unanimous[i]) clear.push(i);
  });
  const column = (items: number[], left: number): TBenchmarkColumn => {
    const units = Int32Array.from(items);
    const ratings = resampleRatings({ ratings: coded.ratings, items: units, index });
    const subIndex = groupByItem({ ratings });
    const share = computeUnanimousShare({ ratings, index: subIndex });
    return {
      bugs: new Set(items.map((i) => coded.bugs[i])).size,
      patches: items.length,
      unanimousShare: share.share,
      unanimous: share.unanimous,
      alpha: computeKrippendorffAlpha({ ratings, index: subIndex }).alpha,
      weightedKappa: computeWeightedKappaVsConsensus({
        ratings,
        consensus: Int32Array.from(units, (i) => consensus[i]!),
      }).kappa,
      valid: items.filter((i) => consensus[i] === VALID).length,
      invalid: items.filter((i) => consensus[i] === INVALID).length,
      other: items.filter((i) => consensus[i] !== VALID && consensus[i] !== INVALID).length,
      tied: left,
    };
  };
  return { full: column(full, tied), clear: column(clear, 0) };
}
