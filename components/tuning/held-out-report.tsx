"use client";

import type { THeldOutMetric, THeldOutReport } from "@/lib/tuning/few-shot-api.types";
import { formatMetric } from "@/components/alignment/format-metric";

const LABELS: Record<THeldOutMetric["name"], string> = {
  kappa: "κ",
  precision: "Precision",
  recall: "Recall",
};

type TInterval = THeldOutMetric["before"];

const cell = (i: TInterval) =>
  `${formatMetric(i.estimate)} [${formatMetric(i.low)}, ${formatMetric(i.high)}]`;

/** The held-out report: before/after per metric with intervals, the difference, and a chart. */
export function HeldOutReport({ report }: { report: THeldOutReport }) {
  const { bootstrap } = report;
  return (
    <section className="panel" aria-label="Held-out report">
      <h2>
        Held-out report: v{report.base.version} → v{report.config.version}
      </h2>
      <p className="subtle" data-testid="held-out-scope">
        {report.n} held-out patches of {report.bugs} bugs in {report.campaign.name}, judged by run{" "}
        {report.baseRun.id.slice(-6)} (v{report.base.version}) and run {report.run.id.slice(-6)} (v
        {report.config.version}). {report.excludedTuningPatches} patches of the tuning part are
        excluded: a gain measured on them would not be evidence.
        {report.hidden > 0 && ` ${report.hidden} patches you are still labelling are left out.`}
      </p>
      <div className="table-wrap">
        <table className="data" aria-label="Held-out metrics">
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Before (v{report.base.version})</th>
              <th scope="col">After (v{report.config.version})</th>
              <th scope="col">Difference</th>
            </tr>
          </thead>
          <tbody>
            {report.metrics.map((m) => (
              <tr key={m.name} data-testid={`held-out-${m.name}`}>
                <th scope="row">
                  <span className="no-case">{LABELS[m.name]}</span>
                </th>
                <td>{cell(m.before)}</td>
                <td>{cell(m.after)}</td>
                <td>{cell(m.difference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <IntervalChart metrics={report.metrics} />
      <p className="subtle">
        {Math.round(bootstrap.level * 100)}% percentile bootstrap intervals, {bootstrap.replicates}{" "}
        replicates (seed {bootstrap.seed}) resampling {bootstrap.unit}; the difference is paired:
        each replicate scores both runs on the same patches. VALID is the positive class.
      </p>
    </section>
  );
}

const W = 520;
const ROW = 44;
const LEFT = 90;

/** Before and after per metric as points with interval whiskers on a −1…1 axis. */
function IntervalChart({ metrics }: { metrics: THeldOutMetric[] }) {
  const x = (v: number) => LEFT + ((v + 1) / 2) * (W - LEFT - 20);
  const height = metrics.length * ROW + 30;
  const line = (i: TInterval, y: number, color: string, label: string) =>
    i.estimate === null ? null : (
      <g aria-label={`${label} ${cell(i)}`}>
        {i.low !== null && i.high !== null && (
          <line x1={x(i.low)} x2={x(i.high)} y1={y} y2={y} stroke={color} strokeWidth={2} />
        )}
        <circle cx={x(i.estimate)} cy={y} r={4} fill={color} />
      </g>
    );
  return (
    <figure style={{ margin: "12px 0" }}>
      <svg
        width={W}
        height={height}
        role="img"
        aria-label="Held-out metrics before and after with intervals"
      >
        {[-1, -0.5, 0, 0.5, 1].map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={0} y2={height - 20} stroke="#ddd" />
            <text x={x(t)} y={height - 6} fontSize={11} textAnchor="middle" fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        {metrics.map((m, k) => {
          const y = k * ROW + 16;
          return (
            <g key={m.name}>
              <text x={0} y={y + 10} fontSize={12} fill="currentColor">
                {LABELS[m.name]}
              </text>
              {line(m.before, y + 2, "#8a8f98", `${LABELS[m.name]} before`)}
              {line(m.after, y + 16, "#2563eb", `${LABELS[m.name]} after`)}
            </g>
          );
        })}
      </svg>
      <figcaption className="subtle">
        <span style={{ color: "#8a8f98" }}>●</span> before ·{" "}
        <span style={{ color: "#2563eb" }}>●</span> after (points: estimates; lines: intervals)
      </figcaption>
    </figure>
  );
}
