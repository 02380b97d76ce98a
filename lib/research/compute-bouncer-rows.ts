import { computeBouncerMetrics } from "@/lib/stats/compute-bouncer-metrics";
import { computeOScore } from "@/lib/stats/compute-o-score";
import type { TBouncerRow, TResearchData } from "./types";

/**
 * BouncerBench's output-bouncer metrics for every run read as a bouncer: a VALID verdict accepts
 * the patch, INVALID bounces it, and the human consensus says which should be accepted. The
 * O-Score needs each patch's passed and total tests (patch metadata); it is null unless every
 * compared patch has them, and it reads a patch as correct when the consensus says VALID.
 */
export function computeBouncerRows(options: { data: TResearchData }): TBouncerRow[] {
  const { data } = options;
  return data.runs.map((run) => {
    const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
    const items: { bounce: boolean; correct: boolean; passedTests: number; totalTests: number }[] =
      [];
    let n = 0;
    for (const [id, truth] of data.consensus) {
      const verdict = run.labels.get(id);
      if (!verdict) continue;
      n += 1;
      const accept = verdict === "VALID";
      const acceptable = truth === "VALID";
      c[accept ? (acceptable ? "tp" : "fp") : acceptable ? "fn" : "tn"] += 1;
      const tests = data.patches.get(id)?.tests;
      if (tests)
        items.push({
          bounce: !accept,
          correct: acceptable,
          passedTests: tests.passed,
          totalTests: tests.total,
        });
    }
    return {
      run: run.label,
      n,
      ...c,
      ...computeBouncerMetrics(c),
      oScore: n > 0 && items.length === n ? computeOScore({ items }) : null,
      oScorePatches: items.length,
    };
  });
}
