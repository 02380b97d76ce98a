import { countConfusion } from "./count-confusion";

/**
 * The judge's false positives against the consensus, and how many of them fall on disputed
 * items: items whose consensus was not unanimous before discussion (`unanimous[i]` = 0). The
 * paper's figure: 14 of the 22 false positives fell on the 34 disputed patches.
 */
export function countDisputedFalsePositives(options: {
  truth: Int32Array;
  predicted: Int32Array;
  positive: number;
  unanimous: Uint8Array;
}): { falsePositives: number; onDisputed: number } {
  const { truth, predicted, positive, unanimous } = options;
  const disputed = unanimous.map((u) => (u ? 0 : 1));
  return {
    falsePositives: countConfusion({ truth, predicted, positive }).fp,
    onDisputed: countConfusion({ truth, predicted, positive, include: disputed }).fp,
  };
}
