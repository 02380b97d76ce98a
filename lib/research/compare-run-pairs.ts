import { comparePairedRuns } from "@/lib/stats/compare-paired-runs";
import type { TResearchData, TRunPair } from "./types";

/**
 * Every pair of runs on the patches both labelled and the consensus labels: McNemar's exact test
 * and the κ and accuracy differences (first − second) with paired bootstrap intervals over bugs.
 */
export function compareRunPairs(options: {
  data: TResearchData;
  bootstrap: { seed: number; replicates: number; level: number };
}): TRunPair[] {
  const { data, bootstrap } = options;
  const ids = [...data.consensus.keys()];
  const code = (l: string | undefined) => (l === "VALID" ? 0 : l === "INVALID" ? 1 : -1);
  const truth = Int32Array.from(ids, (id) => code(data.consensus.get(id)));
  const groups = ids.map((id) => data.patches.get(id)?.bugId ?? id);
  const pairs: TRunPair[] = [];
  data.runs.forEach((a, i) =>
    data.runs.slice(i + 1).forEach((b) => {
      const r = comparePairedRuns({
        truth,
        a: Int32Array.from(ids, (id) => code(a.labels.get(id))),
        b: Int32Array.from(ids, (id) => code(b.labels.get(id))),
        positive: 0,
        groups,
        ...bootstrap,
      });
      pairs.push({
        a: a.label,
        b: b.label,
        aId: a.id,
        bId: b.id,
        n: r.n,
        bothRight: r.bothRight,
        onlyA: r.onlyA,
        onlyB: r.onlyB,
        bothWrong: r.bothWrong,
        pValue: r.mcnemar.pValue,
        kappaA: r.kappaA,
        kappaB: r.kappaB,
        accuracyA: r.accuracyA,
        accuracyB: r.accuracyB,
        kappaDifference: r.kappaDifference,
        accuracyDifference: r.accuracyDifference,
      });
    }),
  );
  return pairs;
}
