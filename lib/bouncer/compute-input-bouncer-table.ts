import { computeBouncerMetrics } from "@/lib/stats/compute-bouncer-metrics";
import { computeCohenKappa } from "@/lib/stats/compute-cohen-kappa";
import { computeIScore } from "@/lib/stats/compute-i-score";
import type { TTable } from "@/lib/tables/format-table";

export type TInputBouncerRow = {
  model: string;
  /** Issues with both an annotation and an output. */
  n: number;
  /** Outputs naming an issue without annotation (left out). */
  unannotated: number;
  macroF: number | null;
  iScore: number | null;
  recallBounce: number | null;
  fnrAccept: number | null;
  fprAccept: number | null;
  /** The bouncer's 0–3 label equals the human one; Cohen's κ over the four labels. */
  agreement: number | null;
  kappa: number | null;
};

/**
 * BouncerBench's input-bouncer table (Mathews & Nagappan, Table II and §IV-C) for each model:
 * the human specificity label says an issue should be bounced at 2 or 3, the model bounces at 2
 * or 3; macro F-measure, I-Score, R_b, FNR_a and FPR_a (accept positive), and the exact agreement
 * and Cohen's κ of the model's four-level label with the human one.
 */
export function computeInputBouncerTable(options: {
  annotations: ReadonlyMap<string, number>;
  outputs: readonly { instanceId: string; model: string; score: number }[];
}): { rows: TInputBouncerRow[]; table: TTable } {
  const { annotations, outputs } = options;
  const models = [...new Set(outputs.map((o) => o.model))].sort();
  const rows = models.map((model): TInputBouncerRow => {
    const mine = outputs.filter((o) => o.model === model);
    const matched = mine.filter((o) => annotations.has(o.instanceId));
    const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    const items = matched.map((o) => {
      const label = annotations.get(o.instanceId)!;
      const bounce = o.score >= 2;
      const should = label >= 2;
      c[bounce ? (should ? "tn" : "fn") : should ? "fp" : "tp"] += 1;
      counts[label]![o.score]! += 1;
      return { bounce, label };
    });
    const m = computeBouncerMetrics(c);
    const n = matched.length;
    return {
      model,
      n,
      unannotated: mine.length - n,
      macroF: m.macroF,
      iScore: computeIScore({ items }),
      recallBounce: m.recallBounce,
      fnrAccept: m.fnrAccept,
      fprAccept: m.fprAccept,
      agreement: n === 0 ? null : counts.reduce((s, row, i) => s + row[i]!, 0) / n,
      kappa: n === 0 ? null : computeCohenKappa({ counts }),
    };
  });
  return {
    rows,
    table: {
      caption:
        "Input bouncer (BouncerBench Table II): bounce at VAGUE or IMPOSSIBLE_TO_SOLVE; human specificity 2–3 should be bounced",
      columns: [
        "Model",
        "Issues",
        "F_m",
        "I-Score",
        "R_b",
        "FNR_a",
        "FPR_a",
        "Exact agreement",
        "Cohen's kappa",
      ],
      rows: rows.map((r) => [
        r.model,
        r.n,
        r.macroF,
        r.iScore,
        r.recallBounce,
        r.fnrAccept,
        r.fprAccept,
        r.agreement,
        r.kappa,
      ]),
    },
  };
}
