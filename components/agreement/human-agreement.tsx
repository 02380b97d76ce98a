import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import type { TTable } from "@/lib/tables/format-table";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { pct } from "./format";
import { KpiTile } from "./kpi-tile";
import { TableExport, type TExportTarget } from "./table-export";
import { countNoun } from "@/lib/text/count-noun";

const CONSENSUS = [
  ["adjudicated", "Adjudicated"],
  ["unanimous", "Unanimous"],
  ["majority", "Majority"],
  ["single", "One label"],
  ["tie", "Tie"],
  ["unrated", "Unrated"],
] as const;

/** The campaign's human reliability: κ, α, unanimity and weighted κ with intervals, counts and how consensus was reached. */
export function HumanAgreement({
  dashboard: d,
  table,
  target,
}: {
  dashboard: TAgreementDashboard;
  table: TTable;
  target: TExportTarget;
}) {
  const h = d.human;
  const level = `${Math.round(d.bootstrap.level * 100)} %`;
  return (
    <DashboardSection
      id="human"
      title="Human agreement"
      testId="human-agreement"
      note={`Intervals: ${d.bootstrap.replicates} bootstrap replicates resampling whole bugs (seed ${d.bootstrap.seed}).`}
    >
      {!h ? (
        <div className="empty">No ratings in this campaign yet.</div>
      ) : (
        <>
          <div className="kpis">
            <KpiTile
              label="Fleiss' κ"
              estimate={h.fleissKappa}
              level={level}
              note={h.fleissKappa.value === null ? h.fleissReason : null}
              testId="kpi-fleiss"
            />
            <KpiTile
              label="Krippendorff's α (nominal)"
              estimate={h.krippendorffAlpha}
              level={level}
              testId="kpi-alpha"
            />
            <KpiTile
              label="Unanimous agreement"
              estimate={h.unanimousShare}
              level={level}
              show={pct}
              note={`${h.unanimous.items} of ${h.unanimous.of} items: ${h.unanimous.rule}`}
              testId="kpi-unanimous"
            />
            <KpiTile
              label="Weighted Cohen's κ vs consensus"
              estimate={h.weightedKappa}
              level={level}
              testId="kpi-weighted"
            />
            <KpiTile
              label="Gwet's AC1"
              estimate={h.gwetAc1}
              level={level}
              note="Robust to skewed labels"
              testId="kpi-ac1"
            />
            <KpiTile label="PABAK" estimate={h.pabak} level={level} testId="kpi-pabak" />
          </div>
          <p className="subtle counts" data-testid="human-counts">
            {countNoun({ count: h.items, one: "item" })} ·{" "}
            {countNoun({ count: h.raters, one: "rater" })} ·{" "}
            {countNoun({ count: h.ratings, one: "rating" })} · {h.missingRatings} counted as missing
            {d.missing.length ? ` (${d.missing.join(", ")})` : " (no label counts as missing)"}
          </p>
          {h.groups.length > 1 && (
            <p className="subtle" data-testid="rater-groups-note">
              The {h.raters} raters form {h.groups.length} groups that never share a patch:
              statistics comparing raters hold within a group only (see Rater groups below).
            </p>
          )}
          <h3>How consensus was reached</h3>
          <p className="subtle" data-testid="consensus-rule">
            Unanimous: {h.unanimous.rule}.
          </p>
          <dl className="stat-row" data-testid="consensus-breakdown">
            {CONSENSUS.map(([k, label]) => (
              <div key={k}>
                <dt>{label}</dt>
                <dd>{h.consensus[k]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <details className="table-details">
        <summary>As a table</summary>
        <DataTable
          table={table}
          empty="No ratings."
          actions={<TableExport target={target} id="human" table={table} />}
        />
      </details>
    </DashboardSection>
  );
}
