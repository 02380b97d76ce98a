import type { TAgreementDashboard, TGradedAgreement } from "@/lib/agreement/dashboard-types";
import type { TTable } from "@/lib/tables/format-table";
import { countNoun } from "@/lib/text/count-noun";
import { DashboardSection } from "./dashboard-section";
import { ci, fmt } from "./format";
import { KpiTile } from "./kpi-tile";
import { TableExport, type TExportTarget } from "./table-export";

/**
 * Graded campaigns only (lib/scales): Krippendorff's α on the grades (ordinal and interval, with
 * the dashboard's bootstrap intervals), α per dimension, the grade distribution as bars, and the
 * note that every binary table below reads the collapse; all of it exports as the "graded" table.
 */
export function GradedSection({
  dashboard: d,
  graded: g,
  table,
  target,
}: {
  dashboard: TAgreementDashboard;
  graded: TGradedAgreement;
  table: TTable;
  target: TExportTarget;
}) {
  const level = `${Math.round(d.bootstrap.level * 100)} %`;
  const most = Math.max(1, ...g.distribution.map((x) => x.count));
  const validFrom = g.scale.grades[g.scale.validFrom - 1];
  return (
    <DashboardSection
      id="graded"
      title="Graded agreement"
      testId="graded-agreement"
      actions={<TableExport target={target} id="graded" table={table} />}
      note={`Krippendorff's α among the raters on the grades 1–${g.scale.grades.length}; ordinal counts rank distance, interval the grades' numeric difference. Intervals as below (whole bugs resampled).`}
    >
      <div className="kpis">
        <KpiTile
          label="Krippendorff's α (ordinal)"
          estimate={g.ordinalAlpha}
          level={level}
          note={g.ordinalAlpha.value === null ? g.reason : null}
          testId="kpi-alpha-ordinal"
        />
        <KpiTile
          label="Krippendorff's α (interval)"
          estimate={g.intervalAlpha}
          level={level}
          testId="kpi-alpha-interval"
        />
      </div>
      <p className="subtle counts" data-testid="graded-counts">
        {countNoun({ count: g.graded, one: "graded rating" })} ·{" "}
        {countNoun({ count: g.ungraded, one: "rating" })} without a grade (UNSURE, missing) ·{" "}
        {countNoun({ count: g.units, one: "item" })} with two or more grades
      </p>
      <p data-testid="graded-collapse">
        The binary tables below use the collapse: VALID from grade {g.scale.validFrom}
        {validFrom ? ` (${validFrom.label})` : ""} up, INVALID below.
      </p>
      <h3>Grade distribution</h3>
      <div
        className="grade-bars"
        role="img"
        aria-label="Grade distribution"
        data-testid="grade-bars"
      >
        {g.distribution.map((x) => (
          <div key={x.grade} style={{ display: "contents" }}>
            <span>
              {x.grade} {x.label}
            </span>
            <div
              className={`bar ${x.collapse.toLowerCase()}`}
              style={{ width: `${(100 * x.count) / most}%` }}
              title={`${x.count} → ${x.collapse}`}
            />
            <span className="mono">{x.count}</span>
          </div>
        ))}
      </div>
      {g.dimensions.length > 0 && (
        <>
          <h3 style={{ marginTop: 16 }}>Dimensions</h3>
          <table className="data" data-testid="graded-dimensions">
            <thead>
              <tr>
                <th>Dimension</th>
                <th>Ordinal alpha</th>
                <th>Interval alpha</th>
                <th>Items</th>
                {g.scale.grades.map((x) => (
                  <th key={x.value}>#{x.value}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {g.dimensions.map((x) => (
                <tr key={x.key}>
                  <td>{x.name}</td>
                  <td>
                    {fmt(x.ordinalAlpha.value)} <span className="subtle">{ci(x.ordinalAlpha)}</span>
                  </td>
                  <td>
                    {fmt(x.intervalAlpha.value)}{" "}
                    <span className="subtle">{ci(x.intervalAlpha)}</span>
                  </td>
                  <td>{x.units}</td>
                  {x.counts.map((c, i) => (
                    <td key={i}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </DashboardSection>
  );
}
