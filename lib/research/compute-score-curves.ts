import { computeRocAuc } from "@/lib/stats/compute-roc-auc";
import { sweepThresholds } from "@/lib/stats/sweep-thresholds";
import type { TResearchData, TScoreCurve } from "./types";

/**
 * ROC AUC and the threshold sweep of every run with scores, against the human consensus (VALID
 * positive), over the patches that have both a consensus and a score. Runs without scores are
 * left out.
 */
export function computeScoreCurves(options: { data: TResearchData }): TScoreCurve[] {
  const { consensus, runs } = options.data;
  return runs.flatMap((run) => {
    const ids = [...run.scores.keys()].filter((id) => consensus.has(id));
    if (ids.length === 0) return [];
    const scores = ids.map((id) => run.scores.get(id)!);
    const positive = ids.map((id) => consensus.get(id) === "VALID");
    const roc = computeRocAuc({ scores, positive });
    return [
      {
        runId: run.id,
        run: run.label,
        n: ids.length,
        positives: roc.positives,
        negatives: roc.negatives,
        auc: roc.auc,
        sweep: sweepThresholds({ scores, positive }),
      },
    ];
  });
}
