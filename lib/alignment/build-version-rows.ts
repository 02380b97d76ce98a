import type { TAlignmentMetrics, TAlignmentVersionRow } from "./alignment-api.types";
import { computeMetricDelta } from "./compute-metric-delta";

type TVersionInput = Omit<TAlignmentVersionRow, "delta" | "previousVersion" | "run"> & {
  run: { id: string; status: string; createdAt: Date | string; results: number } | null;
  metrics: TAlignmentMetrics | null;
};

/**
 * The versions table: versions in ascending order, each with its delta from the nearest lower
 * version that has metrics (each over its own labelled patches; n says how many).
 */
export function buildVersionRows(options: { versions: readonly TVersionInput[] }) {
  const sorted = [...options.versions].sort((a, b) => a.version - b.version);
  let previous: TVersionInput | null = null;
  return sorted.map((row) => {
    const base = previous;
    if (row.metrics) previous = row;
    return {
      ...row,
      delta:
        row.metrics && base?.metrics
          ? computeMetricDelta({ current: row.metrics, previous: base.metrics })
          : null,
      previousVersion: row.metrics && base ? base.version : null,
    };
  });
}
