"use client";

import { usePlotArea } from "recharts";

/**
 * A chart legend drawn inside a recharts surface (above the plot area), so that SVG and PNG
 * exports include it; recharts' own <Legend> is HTML and would be left out.
 */
export function SvgLegend({
  items,
}: {
  items: readonly { label: string; color: string; dash?: string }[];
}) {
  const plot = usePlotArea();
  if (!plot) return null;
  let x = plot.x;
  return (
    <g
      transform={`translate(0, ${Math.max(10, plot.y - 14)})`}
      fontSize={12}
      fill="#1b1f24"
      aria-hidden="true"
    >
      {items.map((item) => {
        const at = x;
        x += 48 + item.label.length * 7.4;
        return (
          <g key={item.label} transform={`translate(${at}, 0)`}>
            <line
              x1={0}
              x2={22}
              y1={0}
              y2={0}
              stroke={item.color}
              strokeWidth={2.5}
              strokeDasharray={item.dash}
            />
            <text x={28} y={0} dominantBaseline="central">
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
