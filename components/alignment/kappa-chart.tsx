"use client";

import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TAlignmentVersionRow } from "@/lib/alignment/alignment-api.types";

const KAPPA = "#3b5bdb";

/** Cohen's κ of each configuration version that has a run, against the consensus. */
export function KappaChart({ versions }: { versions: TAlignmentVersionRow[] }) {
  const data = versions
    .filter((v) => v.metrics?.kappa !== null && v.metrics?.kappa !== undefined)
    .map((v) => ({ version: `v${v.version}`, kappa: v.metrics!.kappa! }));
  if (data.length === 0)
    return <p className="subtle">No version has a defined κ on this campaign yet.</p>;
  const summary = data.map((d) => `${d.version}: κ ${d.kappa.toFixed(2)}`).join("; ");
  return (
    <div style={{ width: "100%", height: 220 }} data-testid="kappa-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          margin={{ top: 16, right: 24, bottom: 8, left: 0 }}
          accessibilityLayer
          title="Cohen's κ against the consensus by configuration version"
          desc={summary}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e6eb" />
          <XAxis dataKey="version" />
          <YAxis type="number" domain={[-1, 1]} ticks={[-1, -0.5, 0, 0.5, 1]} />
          <Tooltip formatter={(v) => [Number(v).toFixed(2), "κ"]} />
          <Line
            dataKey="kappa"
            name="κ"
            stroke={KAPPA}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
