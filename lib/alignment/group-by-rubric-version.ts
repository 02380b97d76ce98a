import type { TRubricVersionRow } from "./alignment-api.types";
import { computeAlignmentMetrics, type TLabelPair } from "./compute-alignment-metrics";
import { computeMetricDelta } from "./compute-metric-delta";

export type TRubricJudgment = {
  patchId: string;
  bugId: string;
  /** Number of the rubric version the judge saw for the patch's bug. */
  rubricVersion: number;
  label: string;
};

/**
 * Metrics per rubric version number. `judgments` come newest run first: for each patch and
 * rubric version number the first (newest) judgment counts. A row N covers every patch judged
 * with rubric version N of its bug; its delta compares it with the previous row (the next lower
 * number present) on the patches both rows cover, so the change is measured on the same bugs'
 * patches (`shared` of them; no delta when none is shared).
 */
export function groupByRubricVersion(options: {
  judgments: readonly TRubricJudgment[];
  consensus: ReadonlyMap<string, string>;
}): TRubricVersionRow[] {
  const { judgments, consensus } = options;
  const byNumber = new Map<number, Map<string, TRubricJudgment>>();
  for (const j of judgments) {
    if (!consensus.has(j.patchId)) continue;
    let group = byNumber.get(j.rubricVersion);
    if (!group) byNumber.set(j.rubricVersion, (group = new Map()));
    if (!group.has(j.patchId)) group.set(j.patchId, j);
  }
  const pairsOf = (group: Map<string, TRubricJudgment>, only?: ReadonlySet<string>) =>
    [...group.values()]
      .filter((j) => !only || only.has(j.patchId))
      .map((j): TLabelPair => ({ judge: j.label, consensus: consensus.get(j.patchId)! }));
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  return numbers.map((number, i) => {
    const group = byNumber.get(number)!;
    const prevNumber = i > 0 ? numbers[i - 1]! : null;
    const metrics = computeAlignmentMetrics({ pairs: pairsOf(group) });
    const bugs = new Set([...group.values()].map((j) => j.bugId)).size;
    if (prevNumber === null)
      return { number, bugs, metrics, delta: null, shared: 0, previousNumber: null };
    const prev = byNumber.get(prevNumber)!;
    const shared = new Set([...group.keys()].filter((id) => prev.has(id)));
    const delta =
      shared.size === 0
        ? null
        : computeMetricDelta({
            current: computeAlignmentMetrics({ pairs: pairsOf(group, shared) }),
            previous: computeAlignmentMetrics({ pairs: pairsOf(prev, shared) }),
          });
    return { number, bugs, metrics, delta, shared: shared.size, previousNumber: prevNumber };
  });
}
