"use client";

import { useId } from "react";
import type { TPairRow } from "@/lib/agreement/dashboard-types";
import { fmt } from "./format";
import { KappaLegend } from "./kappa-legend";
import { KAPPA_NULL_FILL, KAPPA_SELF_FILL, kappaColor, kappaTextColor } from "./kappa-scale";

type TRater = { key: string; name: string };

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const pairKey = (a: string, b: string) => `${a}\u0000${b}`;

/**
 * Pairwise Cohen's κ as a symmetric matrix, raters on both axes. Cells shrink with the number
 * of raters (down to 10 px, then the figure scrolls) and lose their text below 30 px; every
 * cell keeps a <title> with the pair, κ and the shared items. Undefined κ is hatched.
 */
export function KappaHeatmap({
  raters,
  pairs,
}: {
  raters: readonly TRater[];
  pairs: readonly TPairRow[];
}) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const byPair = new Map<string, TPairRow>();
  for (const p of pairs) byPair.set(pairKey(p.a, p.b), p).set(pairKey(p.b, p.a), p);

  const n = raters.length;
  const cell = Math.max(10, Math.min(44, Math.floor(640 / Math.max(n, 1))));
  const showText = cell >= 30;
  const fontSize = Math.min(12, Math.max(9, cell - 4));
  const chars = cell >= 20 ? 18 : 14;
  const longest = Math.max(1, ...raters.map((r) => Math.min(r.name.length, chars)));
  const label = Math.ceil(longest * fontSize * 0.62) + 10;
  const left = label;
  const top = label;
  const legendY = top + n * cell + 18;
  const width = Math.max(left + n * cell + 12, left + 500);
  const height = legendY + 36;
  const defined = pairs.filter((p) => p.kappa !== null).map((p) => p.kappa!);
  const desc = defined.length
    ? `${defined.length} of ${pairs.length} rater pairs have a defined kappa, from ${fmt(Math.min(...defined))} to ${fmt(Math.max(...defined))}.`
    : "No rater pair has a defined kappa.";

  return (
    <svg
      className="kappa-heatmap"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${uid}-t ${uid}-d`}
      fontFamily="inherit"
    >
      <title id={`${uid}-t`}>{`Pairwise Cohen's kappa between ${n} raters`}</title>
      <desc id={`${uid}-d`}>{desc}</desc>
      <defs>
        <pattern
          id={`${uid}-hatch`}
          width={6}
          height={6}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={6} height={6} fill={KAPPA_NULL_FILL} />
          <line x1={0} y1={0} x2={0} y2={6} stroke="#adb5bd" strokeWidth={2} />
        </pattern>
      </defs>
      {raters.map((r, i) => (
        <g key={r.key} fontSize={fontSize} fill="#1b1f24">
          <text
            x={left - 6}
            y={top + i * cell + cell / 2}
            textAnchor="end"
            dominantBaseline="central"
          >
            <title>{r.name}</title>
            {truncate(r.name, chars)}
          </text>
          <text
            transform={`translate(${left + i * cell + cell / 2}, ${top - 6}) rotate(-90)`}
            dominantBaseline="central"
          >
            <title>{r.name}</title>
            {truncate(r.name, chars)}
          </text>
        </g>
      ))}
      {raters.map((a, i) =>
        raters.map((b, j) => {
          const x = left + j * cell;
          const y = top + i * cell;
          if (i === j)
            return (
              <rect
                key={`${i}-${j}`}
                x={x}
                y={y}
                width={cell}
                height={cell}
                fill={KAPPA_SELF_FILL}
                stroke="#fff"
              >
                <title>{a.name}</title>
              </rect>
            );
          const p = byPair.get(pairKey(a.key, b.key));
          const k = p?.kappa ?? null;
          const tip = `${a.name} × ${b.name}: ${k === null ? (p?.n ? "κ not defined" : "no shared items") : `κ = ${fmt(k)}`}, n = ${p?.n ?? 0} shared items`;
          return (
            <g key={`${i}-${j}`} className="cell">
              <rect
                x={x}
                y={y}
                width={cell}
                height={cell}
                fill={k === null ? `url(#${uid}-hatch)` : kappaColor(k)}
                stroke="#fff"
              >
                <title>{tip}</title>
              </rect>
              {showText && k !== null && (
                <text
                  x={x + cell / 2}
                  y={y + cell / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={Math.min(12, cell / 3)}
                  fill={kappaTextColor(k)}
                  pointerEvents="none"
                >
                  {k.toFixed(2)}
                </text>
              )}
            </g>
          );
        }),
      )}
      <KappaLegend x={left} y={legendY} gradientId={`${uid}-grad`} hatchId={`${uid}-hatch`} />
    </svg>
  );
}
