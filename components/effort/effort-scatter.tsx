"use client";

import {
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TGetEffortResponse } from "@/lib/effort/effort-api.types";

const minutes = (ms: number) => Math.round((ms / 60_000) * 100) / 100;

/** One dot per bug: rubric refinement and review time (x) against the raters' time on its patches (y), in minutes. */
export function EffortScatter({ bugs }: { bugs: TGetEffortResponse["bugs"] }) {
  const points = bugs
    .filter((b) => b.rubricMs + b.reviewMs > 0 && b.ratingMs > 0)
    .map((b) => ({ bug: b.bugId, x: minutes(b.rubricMs + b.reviewMs), y: minutes(b.ratingMs) }));
  if (points.length === 0)
    return <div className="empty">No bug has both timed rubric work and timed ratings yet.</div>;
  const max = Math.max(...points.flatMap((p) => [p.x, p.y]));
  const summary = points.map((p) => `${p.bug}: rubric ${p.x} min, rating ${p.y} min`).join("; ");
  return (
    <figure style={{ margin: 0 }} data-testid="effort-scatter">
      <div style={{ width: "100%", height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
          <ScatterChart
            margin={{ top: 8, right: 24, bottom: 28, left: 16 }}
            accessibilityLayer
            title="Rubric time against rating time per bug"
            desc={summary}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e3e6eb" />
            <XAxis
              dataKey="x"
              type="number"
              name="Rubric refinement + review (min)"
              label={{
                value: "Rubric refinement + review (min)",
                position: "insideBottom",
                offset: -16,
              }}
            />
            <YAxis
              dataKey="y"
              type="number"
              name="Raters' time (min)"
              label={{
                value: "Rating time (min)",
                angle: -90,
                position: "insideLeft",
                style: { textAnchor: "middle" },
              }}
            />
            <Tooltip
              cursor={{ strokeDasharray: "3 3" }}
              labelFormatter={(_, payload) => String(payload?.[0]?.payload?.bug ?? "")}
            />
            <ReferenceLine
              segment={[
                { x: 0, y: 0 },
                { x: max, y: max },
              ]}
              stroke="#adb5bd"
              strokeDasharray="4 4"
              ifOverflow="extendDomain"
            />
            <Scatter name="Bugs" data={points} fill="#3b5bdb" isAnimationActive={false} />
          </ScatterChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="subtle">
        Each dot is a bug (active minutes); above the dashed diagonal, raters spent longer on its
        patches than engineers on refining and reviewing its rubric.
      </figcaption>
    </figure>
  );
}
