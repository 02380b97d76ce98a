import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import {
  buildBenchmarkCellQuery,
  type TBenchmarkCount,
} from "@/lib/patches/build-benchmark-cell-query";
import { buildBugTypeCellQuery } from "@/lib/patches/build-bug-type-cell-query";
import { buildConfusionCellQuery } from "@/lib/patches/build-confusion-cell-query";
import { buildPatchTableHref } from "@/lib/patches/build-patch-table-href";
import type { TTable } from "@/lib/tables/format-table";

// The dashboard tables' drill-down links (DataTable's cellHref): each non-zero count of patches
// opens the patch table listing exactly them (lib/patches build-*-cell-query; the integration
// test lib/patches/drill-down.test.ts checks every count against its rows).

type THref = ((row: number, column: number) => string | undefined) | undefined;

const CONFUSION_CELLS = { 2: "compared", 3: "tp", 4: "fp", 5: "fn", 6: "tn" } as const;
const isZero = (table: TTable, row: number, column: number) => table.rows[row]?.[column] === 0;

/** The by-bug-type table (build-agreement-tables): each run's bug types, in its order. */
export function bugTypeHref(d: TAgreementDashboard, table: TTable, slug: string): THref {
  const campaign = d.campaign;
  if (!campaign) return undefined;
  const rows = d.judge.flatMap((j) => j.byBugType.map((t) => ({ runId: j.run.id, t })));
  return (row, column) => {
    const cell = CONFUSION_CELLS[column as keyof typeof CONFUSION_CELLS];
    const at = rows[row];
    if (!cell || !at || isZero(table, row, column)) return undefined;
    return buildPatchTableHref({
      slug,
      query: buildBugTypeCellQuery({
        runId: at.runId,
        campaignId: campaign.id,
        bugType: at.t.bugType,
        cell,
        labels: d.labels,
        missing: d.missing,
      }),
    });
  };
}

/** The confusion table: each run's full then clear benchmark, Patches and TP … TN. */
export function confusionHref(d: TAgreementDashboard, table: TTable, slug: string): THref {
  const campaign = d.campaign;
  if (!campaign) return undefined;
  const rows = d.judge.flatMap((j) => [false, true].map((clear) => ({ runId: j.run.id, clear })));
  return (row, column) => {
    const cell = CONFUSION_CELLS[column as keyof typeof CONFUSION_CELLS];
    const at = rows[row];
    if (!cell || !at || isZero(table, row, column)) return undefined;
    return buildPatchTableHref({
      slug,
      query: buildConfusionCellQuery({
        runId: at.runId,
        campaignId: campaign.id,
        cell,
        clear: at.clear,
        labels: d.labels,
        missing: d.missing,
      }),
    });
  };
}

/** The benchmarks table's rows that count patches (build-agreement-tables), columns Full, Clear. */
const BENCHMARK_ROWS: Record<number, TBenchmarkCount> = {
  1: "patches",
  5: "valid",
  6: "invalid",
  7: "other",
};

export function benchmarksHref(d: TAgreementDashboard, table: TTable, slug: string): THref {
  const campaign = d.campaign;
  if (!campaign) return undefined;
  return (row, column) => {
    const count = BENCHMARK_ROWS[row];
    if (!count || (column !== 1 && column !== 2) || isZero(table, row, column)) return undefined;
    return buildPatchTableHref({
      slug,
      query: buildBenchmarkCellQuery({
        campaignId: campaign.id,
        count,
        clear: column === 2,
        missing: d.missing,
      }),
    });
  };
}
