"use client";

import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TPassAtKCurve } from "@/lib/agreement/dashboard-types";
import { SvgLegend } from "@/components/charts/svg-legend";

const pct = (v: number) => `${Math.round(v * 100)}%`;
const PASS = "#3b5bdb";
const VALID = "#2b8a3e";

/** pass@k and (pass & judge-valid)@k of one run against k, the gap between them shaded. */
export function PassAtKChart({ curve, label }: { curve: TPassAtKCurve; label: string }) {
  const data = curve.points.map((p) => ({ ...p, gap: [p.passValid, p.pass] as [number, number] }));
  const maxK = Math.max(1, ...curve.points.map((p) => p.k));
  const summary = curve.points
    .map((p) => `k = ${p.k}: pass ${pct(p.pass)}, pass and judge-valid ${pct(p.passValid)}`)
    .join("; ");
  return (
    <div style={{ width: "100%", height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 32, right: 24, bottom: 28, left: 12 }}
          accessibilityLayer
          title={`pass@k and (pass & judge-valid)@k for ${label}`}
          desc={summary}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e6eb" />
          <XAxis
            dataKey="k"
            type="number"
            domain={[1, maxK]}
            allowDecimals={false}
            label={{ value: "k (samples per bug)", position: "insideBottom", offset: -16 }}
          />
          <YAxis
            type="number"
            domain={[0, 1]}
            tickFormatter={pct}
            label={{
              value: "Bugs solved",
              angle: -90,
              position: "insideLeft",
              style: { textAnchor: "middle" },
            }}
          />
          <Tooltip
            formatter={(v, name) => [Array.isArray(v) ? "" : pct(Number(v)), name]}
            labelFormatter={(k, payload) =>
              `k = ${String(k)} (${(payload[0]?.payload as { bugs?: number } | undefined)?.bugs ?? "?"} bugs)`
            }
          />
          <Area
            dataKey="gap"
            stroke="none"
            fill={PASS}
            fillOpacity={0.12}
            tooltipType="none"
            legendType="none"
            isAnimationActive={false}
          />
          <Line
            dataKey="pass"
            name="pass@k"
            stroke={PASS}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
          <Line
            dataKey="passValid"
            name="(pass & judge-valid)@k"
            stroke={VALID}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
          <SvgLegend
            items={[
              { label: "pass@k", color: PASS },
              { label: "(pass & judge-valid)@k", color: VALID, dash: "6 3" },
            ]}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
