import { computeBinaryMetrics } from "@/lib/stats/compute-binary-metrics";
import { countConfusion } from "@/lib/stats/count-confusion";
import type { TAlignmentMetrics } from "./alignment-api.types";

export type TLabelPair = { judge: string; consensus: string };

/**
 * The judge's labels against the consensus (VALID positive): confusion counts, Cohen's κ,
 * precision, recall and accuracy from lib/stats, over the pairs given (n of them).
 */
export function computeAlignmentMetrics(options: {
  pairs: readonly TLabelPair[];
}): TAlignmentMetrics {
  const { pairs } = options;
  const code = (label: string) => (label === "VALID" ? 1 : 0);
  const confusion = countConfusion({
    truth: Int32Array.from(pairs, (p) => code(p.consensus)),
    predicted: Int32Array.from(pairs, (p) => code(p.judge)),
    positive: 1,
  });
  const m = computeBinaryMetrics(confusion);
  return {
    n: pairs.length,
    tp: m.tp,
    fp: m.fp,
    fn: m.fn,
    tn: m.tn,
    kappa: m.kappa,
    precision: m.precision,
    recall: m.recall,
    accuracy: m.accuracy,
  };
}
