"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TThemeRow } from "@/lib/themes/schemas";
import { SvgLegend } from "@/components/charts/svg-legend";

const RUN = "#c92a2a";
const PAPER = "#adb5bd";

/** A theme's name on one line (recharts would wrap a long name inside the axis width). */
function ThemeTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  return (
    <text x={props.x} y={props.y} dx={-6} dy={4} textAnchor="end" fontSize={12} fill="#495057">
      {String(props.payload?.value ?? "")}
    </text>
  );
}

/** Horizontal bars: each theme's share of this run's classified INVALID verdicts, beside the paper's. */
export function RejectionThemesChart({ themes }: { themes: TThemeRow[] }) {
  const data = themes.map((t) => ({
    name: t.name,
    run: t.percent,
    paper: t.paperShare === null ? null : Math.round(t.paperShare * 1000) / 10,
  }));
  const summary = themes
    .map(
      (t) =>
        `${t.name}: ${t.percent}%${t.paperShare === null ? "" : ` (paper ${(t.paperShare * 100).toFixed(1)}%)`}`,
    )
    .join("; ");
  return (
    <div style={{ width: "100%", height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 32, right: 24, bottom: 8, left: 8 }}
          accessibilityLayer
          title="Rejection themes: share of INVALID verdicts"
          desc={summary}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e6eb" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} tickFormatter={(v) => `${v}%`} />
          <YAxis type="category" dataKey="name" width={290} tick={ThemeTick} />
          <Tooltip formatter={(v, name) => [v === null ? "—" : `${Number(v)}%`, name]} />
          <Bar dataKey="run" name="This run" fill={RUN} isAnimationActive={false} />
          <Bar dataKey="paper" name="Paper (§7)" fill={PAPER} isAnimationActive={false} />
          <SvgLegend
            items={[
              { label: "This run", color: RUN },
              { label: "Paper (§7)", color: PAPER },
            ]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
