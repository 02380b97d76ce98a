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
import { SvgLegend } from "@/components/charts/svg-legend";

export type TSeries = {
  name: string;
  color: string;
  dash?: string;
  points: { x: number; y: number }[];
};

const PALETTE = ["#495057", "#3b5bdb", "#2b8a3e", "#e8590c", "#c2255c", "#7048e8", "#0b7285"];
/** A colour per series index, cycling. */
export const seriesColor = (i: number) => PALETTE[i % PALETTE.length]!;

/** Several series of (x, y) points on shared axes, with an SVG legend (so exports keep it). */
export function PolicyLineChart(props: {
  series: TSeries[];
  xLabel: string;
  yLabel: string;
  xDomain: [number, number];
  title: string;
  integerX?: boolean;
  showDots?: boolean;
}) {
  const { series, xLabel, yLabel, xDomain, title, integerX, showDots } = props;
  const pctTick = (v: number) => `${Math.round(v * 100)}%`;
  return (
    <div style={{ width: "100%", height: 320 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          margin={{ top: 32, right: 24, bottom: 28, left: 12 }}
          accessibilityLayer
          title={title}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e6eb" />
          <XAxis
            dataKey="x"
            type="number"
            domain={xDomain}
            allowDecimals={!integerX}
            label={{ value: xLabel, position: "insideBottom", offset: -16 }}
          />
          <YAxis
            dataKey="y"
            type="number"
            domain={[0, 1]}
            tickFormatter={pctTick}
            label={{
              value: yLabel,
              angle: -90,
              position: "insideLeft",
              style: { textAnchor: "middle" },
            }}
          />
          <Tooltip formatter={(v) => (typeof v === "number" ? v.toFixed(3) : String(v))} />
          {series.map((s) => (
            <Line
              key={s.name}
              data={s.points}
              dataKey="y"
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dash}
              dot={showDots ? { r: 3 } : false}
              isAnimationActive={false}
            />
          ))}
          <SvgLegend items={series.map((s) => ({ label: s.name, color: s.color, dash: s.dash }))} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
