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

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** Empirical CDF of the normalized edit distance between draft and latest rubric (paper Figure 2). */
export function EditDistanceCdf({ points }: { points: readonly { x: number; y: number }[] }) {
  if (points.length === 0) return <div className="empty">No rubrics with a version yet.</div>;
  // Start the step at (0, 0) unless some rubrics are unchanged, so the curve rises from the origin.
  const data = points[0]!.x > 0 ? [{ x: 0, y: 0 }, ...points] : [...points];
  const maxX = Math.max(data[data.length - 1]!.x, 0.1);
  const summary = points
    .map((p) => `${pct(p.y)} of rubrics at or below ${p.x.toFixed(3)}`)
    .join("; ");
  return (
    <figure
      style={{ margin: 0 }}
      data-testid="edit-distance-cdf"
      aria-label="Cumulative distribution of normalized edit distance"
    >
      <div style={{ width: "100%", height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 8, right: 24, bottom: 28, left: 12 }}
            accessibilityLayer
            title="Cumulative distribution of normalized edit distance"
            desc={summary}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e3e6eb" />
            <XAxis
              dataKey="x"
              type="number"
              domain={[0, maxX]}
              tickFormatter={(v: number) => (v === 0 ? "0" : v < 0.1 ? v.toFixed(3) : v.toFixed(2))}
              label={{
                value: "Normalized edit distance (draft → latest)",
                position: "insideBottom",
                offset: -16,
              }}
            />
            <YAxis
              dataKey="y"
              type="number"
              domain={[0, 1]}
              tickFormatter={pct}
              label={{
                value: "Share of rubrics ≤ x",
                angle: -90,
                position: "insideLeft",
                style: { textAnchor: "middle" },
              }}
            />
            <Tooltip
              formatter={(v) => pct(Number(v))}
              labelFormatter={(v) => `distance ≤ ${Number(v).toFixed(3)}`}
            />
            <Line
              type="stepAfter"
              dataKey="y"
              name="Share of rubrics"
              stroke="#3b5bdb"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="subtle">
        Share of rubrics whose latest version differs from the draft by at most x (edit distance /
        draft length).
      </figcaption>
    </figure>
  );
}
