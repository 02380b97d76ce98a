"use client";

import type { TBenchmarkPreviewResponse } from "@/lib/benchmark/benchmark-api.types";

const COLUMNS = [
  ["Bug type", "bugType"],
  ["Bugs", "bugs"],
  ["With a passing patch", "bugsWithPassing"],
  ["Samples", "samples"],
  ["Unique", "uniquePatches"],
  ["Unique passing", "candidates"],
  ["Untested", "unknown"],
  ["Selected", "selected"],
] as const;

/** The benchmark draw per bug type and in total (paper 001's Table 4 shape), shown before Create. */
export function BenchmarkTable(props: { preview: TBenchmarkPreviewResponse; loading: boolean }) {
  const { preview, loading } = props;
  return (
    <div className="table-wrap" style={{ marginTop: 12, opacity: loading ? 0.6 : 1 }}>
      <table className="data" aria-label="Benchmark patches per bug type">
        <thead>
          <tr>
            {COLUMNS.map(([label]) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...preview.table, preview.totals].map((r) => (
            <tr key={r.bugType} style={r === preview.totals ? { fontWeight: 600 } : undefined}>
              {COLUMNS.map(([label, key]) => (
                <td key={label}>{r[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
