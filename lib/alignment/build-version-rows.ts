import type { TAlignmentMetrics, TAlignmentVersionRow } from "./alignment-api.types";
import { computeMetricDelta } from "./compute-metric-delta";

type TVersionInput = Omit<
  TAlignmentVersionRow,
  "delta" | "previousVersion" | "run" | "onlyRulesDiffer" | "rules" | "tuning"
> & {
  run: {
    id: string;
    status: string;
    createdAt: Date | string;
    results: number;
    rulesVersion?: number | null;
  } | null;
  metrics: TAlignmentMetrics | null;
  /** The project rules setting (default "none"). */
  rules?: string;
  /** How a tuned version was tuned (default: not tuned). */
  tuning?: TAlignmentVersionRow["tuning"];
  /** Every setting of the configuration but its rules, as one string (equal: same judge). */
  settings?: string;
};

/**
 * The versions table: versions in ascending order, each with its delta from the nearest lower
 * version that has metrics (each over its own labelled patches; n says how many).
 */
export function buildVersionRows(options: { versions: readonly TVersionInput[] }) {
  const sorted = [...options.versions].sort((a, b) => a.version - b.version);
  let previous: TVersionInput | null = null;
  return sorted.map(({ settings, ...row }) => {
    const base = previous;
    if (row.metrics) previous = { settings, ...row };
    const onlyRulesDiffer =
      row.metrics !== null &&
      base !== null &&
      settings !== undefined &&
      settings === base.settings &&
      (row.run?.rulesVersion ?? null) !== (base.run?.rulesVersion ?? null);
    return {
      ...row,
      rules: row.rules ?? "none",
      tuning: row.tuning ?? null,
      run: row.run && { ...row.run, rulesVersion: row.run.rulesVersion ?? null },
      onlyRulesDiffer,
      delta:
        row.metrics && base?.metrics
          ? computeMetricDelta({ current: row.metrics, previous: base.metrics })
          : null,
      previousVersion: row.metrics && base ? base.version : null,
    };
  });
}
