import type { TTable } from "@/lib/tables/format-table";
import type { TBenchmarkRow } from "./select-benchmark-patches";

/** Table 4 of paper 001 as a lib/tables table: one row per bug type, then the totals. Pure. */
export function toBenchmarkTable(options: {
  table: readonly TBenchmarkRow[];
  totals: TBenchmarkRow;
  k: number;
  seed: number;
}): TTable {
  const { table, totals, k, seed } = options;
  return {
    caption: `Benchmark patches per bug type (at most ${k} unique passing patches per bug, seed ${seed})`,
    columns: [
      "Bug type",
      "Bugs",
      "Bugs with a passing patch",
      "Samples",
      "Unique patches",
      "Unique passing",
      "Untested",
      "Selected",
    ],
    rows: [...table, totals].map((r) => [
      r.bugType,
      r.bugs,
      r.bugsWithPassing,
      r.samples,
      r.uniquePatches,
      r.candidates,
      r.unknown,
      r.selected,
    ]),
  };
}
