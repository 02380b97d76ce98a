import { JUDGE_METRICS } from "@/lib/agreement/dashboard-types";
import type { TTable } from "@/lib/tables/format-table";

const METRIC_LABELS = new Set(JUDGE_METRICS.map((m) => m.label));

/** For each metric row, the columns (per benchmark) holding its best value; only with two runs or more. */
export function bestCells(table: TTable, runs: number): Set<string> {
  const best = new Set<string>();
  if (runs < 2) return best;
  table.rows.forEach((row, r) => {
    if (!METRIC_LABELS.has(String(row[0]))) return;
    for (const start of [1, 1 + runs]) {
      const values = row.slice(start, start + runs).map((v) => (typeof v === "number" ? v : null));
      const max = Math.max(...values.filter((v): v is number => v !== null));
      values.forEach((v, i) => v !== null && v === max && best.add(`${r}:${start + i}`));
    }
  });
  return best;
}
