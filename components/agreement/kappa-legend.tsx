import { KAPPA_STOPS } from "./kappa-scale";

/** The heatmap's colour legend, drawn inside its SVG so it is part of the exported image. */
export function KappaLegend({
  x,
  y,
  gradientId,
  hatchId,
}: {
  x: number;
  y: number;
  gradientId: string;
  hatchId: string;
}) {
  const w = 200;
  return (
    <g transform={`translate(${x}, ${y})`} fontSize={11} fill="#5d6673">
      <defs>
        <linearGradient id={gradientId} x1="0" x2="1" y1="0" y2="0">
          {KAPPA_STOPS.map((s) => (
            <stop key={s.k} offset={s.offset} stopColor={s.color} />
          ))}
        </linearGradient>
      </defs>
      <text x={0} y={10}>
        Cohen&apos;s κ
      </text>
      <rect x={70} y={0} width={w} height={12} fill={`url(#${gradientId})`} stroke="#ced4da" />
      {KAPPA_STOPS.map((s) => (
        <g key={s.k}>
          <line
            x1={70 + ((s.k + 1) / 2) * w}
            x2={70 + ((s.k + 1) / 2) * w}
            y1={12}
            y2={16}
            stroke="#868e96"
          />
          <text x={70 + ((s.k + 1) / 2) * w} y={28} textAnchor="middle">
            {s.k}
          </text>
        </g>
      ))}
      <rect x={w + 90} y={0} width={12} height={12} fill={`url(#${hatchId})`} stroke="#ced4da" />
      <text x={w + 108} y={10}>
        no shared items / not defined
      </text>
    </g>
  );
}
