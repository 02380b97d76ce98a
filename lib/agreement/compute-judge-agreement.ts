import { bootstrapColumns } from "@/lib/stats/bootstrap-columns";
import { computeBinaryMetrics } from "@/lib/stats/compute-binary-metrics";
import { computeTableAgreement } from "@/lib/stats/compute-table-agreement";
import { BINARY_METRIC_SLOTS, writeBinaryMetrics } from "@/lib/stats/write-binary-metrics";
import type { TConfusion } from "@/lib/stats/types";
import type { TCodedCampaign } from "./code-campaign-labels";
import type { TBootstrapOptions } from "./compute-human-agreement";
import {
  JUDGE_METRICS,
  type TBugTypeRow,
  type TJudgeAgreement,
  type TJudgeBenchmark,
  type TJudgeMetricKey,
  type TRunOption,
} from "./dashboard-types";
import { toEstimate } from "./to-estimate";

const VALID = 0;

/**
 * One judge run against a campaign's consensus, VALID positive: the confusion counts and every
 * metric with a bootstrap interval over bugs, on the full benchmark (patches with a consensus and
 * a judge label) and on the clear one (of those, the ones raters labelled unanimously); the
 * false positives that fell on disputed patches; and the full benchmark by bug type.
 */
export function computeJudgeAgreement(options: {
  coded: TCodedCampaign;
  consensus: Int32Array;
  unanimous: Uint8Array;
  /** The run's majority label code per item (VALID 0), −1 where it has none. */
  judge: Int32Array;
  run: TRunOption;
  bootstrap: TBootstrapOptions;
}): TJudgeAgreement {
  const { coded, consensus, unanimous, judge, run, bootstrap } = options;
  const labelled = (i: number) => consensus[i]! >= 0;
  const compared = (i: number) => labelled(i) && judge[i]! >= 0;
  const all = Array.from({ length: consensus.length }, (_, i) => i);
  const full = all.filter(compared);
  const clear = full.filter((i) => unanimous[i]);
  // Each item's confusion cell (0 TP, 1 FP, 2 FN, 3 TN), so a bootstrap replicate is one pass of counting.
  const cell = Uint8Array.from(
    consensus,
    (truth, i) => (judge[i] === VALID ? 0 : 2) + (truth === VALID ? 0 : 1),
  );
  const confusion = (units: ArrayLike<number>, items?: readonly number[]): TConfusion => {
    const c = [0, 0, 0, 0];
    for (let k = 0; k < units.length; k++) c[cell[items ? items[units[k]!]! : units[k]!]!]! += 1;
    return { tp: c[0]!, fp: c[1]!, fn: c[2]!, tn: c[3]! };
  };
  const benchmark = (items: number[]): TJudgeBenchmark => {
    const cells = Uint8Array.from(items, (i) => cell[i]!);
    const cis = bootstrapColumns({
      ...bootstrap,
      groups: items.map((i) => coded.bugs[i]!),
      names: BINARY_METRIC_SLOTS,
      estimates: metrics(confusion(items)),
      write: createMetricsWriter({ cells }),
    });
    const estimates = Object.fromEntries(
      JUDGE_METRICS.map(({ key }) => [key, toEstimate(cis[key])]),
    ) as Record<TJudgeMetricKey, ReturnType<typeof toEstimate>>;
    return { n: items.length, ...confusion(items), ...estimates };
  };
  const falsePositives = full.filter((i) => judge[i] === VALID && consensus[i] !== VALID);
  return {
    run,
    unjudged: all.filter((i) => labelled(i) && judge[i]! < 0).length,
    full: benchmark(full),
    clear: benchmark(clear),
    falsePositives: {
      total: falsePositives.length,
      onDisputed: falsePositives.filter((i) => !unanimous[i]).length,
      disputed: full.filter((i) => !unanimous[i]).length,
    },
    byBugType: byBugType({ items: full, bugTypes: coded.bugTypes, confusion }),
  };
}

/** A replicate's metrics from its units' confusion cells (0 TP, 1 FP, 2 FN, 3 TN), allocation-free. */
function createMetricsWriter(options: { cells: Uint8Array }) {
  const { cells } = options;
  const counts = new Int32Array(4);
  return (units: Int32Array, out: Float64Array) => {
    counts.fill(0);
    for (let k = 0; k < units.length; k++) counts[cells[units[k]!]!]! += 1;
    writeBinaryMetrics({ counts, out });
  };
}

function metrics(counts: TConfusion): Record<TJudgeMetricKey, number | null> {
  const m = computeBinaryMetrics(counts);
  const t = computeTableAgreement({
    counts: [
      [counts.tp, counts.fp],
      [counts.fn, counts.tn],
    ],
  });
  return {
    ac1: t.ac1,
    pabak: t.pabak,
    kappa: m.kappa,
    accuracy: m.accuracy,
    precision: m.precision,
    recall: m.recall,
    f1: m.f1,
    npv: m.npv,
    specificity: m.specificity,
  };
}

function byBugType(options: {
  items: number[];
  bugTypes: (string | null)[];
  confusion: (units: number[]) => TConfusion;
}): TBugTypeRow[] {
  const groups = new Map<string, number[]>();
  for (const i of options.items) {
    const type = options.bugTypes[i] ?? "(none)";
    const list = groups.get(type);
    if (list) list.push(i);
    else groups.set(type, [i]);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([bugType, units]) => {
      const m = computeBinaryMetrics(options.confusion(units));
      return {
        bugType,
        patches: units.length,
        tp: m.tp,
        fp: m.fp,
        fn: m.fn,
        tn: m.tn,
        accuracy: m.accuracy,
        kappa: m.kappa,
        precision: m.precision,
        recall: m.recall,
      };
    });
}
