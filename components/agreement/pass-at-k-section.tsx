"use client";

import dynamic from "next/dynamic";
import { useRef } from "react";
import type { TAgreementDashboard, TPassAtKCurve } from "@/lib/agreement/dashboard-types";
import type { TTable } from "@/lib/tables/format-table";
import { ChartExport } from "@/components/charts/chart-export";
import { WhenVisible } from "@/components/charts/when-visible";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { slugify } from "./format";
import { TableExport, type TExportTarget } from "./table-export";
import { countNoun } from "@/lib/text/count-noun";

const CHART_HEIGHT = 300;
// recharts loads with the first chart scrolled near, not with the dashboard.
const PassAtKChart = dynamic(() => import("./pass-at-k-chart").then((m) => m.PassAtKChart), {
  ssr: false,
  loading: () => <div style={{ height: CHART_HEIGHT }} aria-busy="true" />,
});

function CurveFigure({
  curve,
  label,
  slug,
}: {
  curve: TPassAtKCurve;
  label: string;
  slug: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <figure
      className="chart-figure"
      aria-label={`pass@k and (pass & judge-valid)@k for ${label}`}
      data-testid={`pass-at-k-${curve.runId}`}
    >
      <div className="figure-head">
        <h3>{label}</h3>
        <ChartExport
          targetRef={ref}
          fileName={`${slug}-pass-at-k-${slugify(label) || curve.runId}`}
          title={`pass@k chart for ${label}`}
        />
      </div>
      <div ref={ref}>
        <WhenVisible height={CHART_HEIGHT}>
          <PassAtKChart curve={curve} label={label} />
        </WhenVisible>
      </div>
      <figcaption className="subtle">
        {countNoun({ count: curve.bugs, one: "bug" })},{" "}
        {countNoun({ count: curve.patches, one: "patch", other: "patches" })} with a tests-pass
        flag.
      </figcaption>
    </figure>
  );
}

/** pass@k against (pass & judge-valid)@k per compared run: how much the judge's filter costs. */
export function PassAtKSection({
  dashboard: d,
  table,
  target,
}: {
  dashboard: TAgreementDashboard;
  table: TTable;
  target: TExportTarget;
}) {
  const label = (runId: string) => d.judge.find((j) => j.run.id === runId)?.run.label ?? runId;
  return (
    <DashboardSection
      id="pass-at-k"
      title="pass@k vs (pass & judge-valid)@k"
      testId="pass-at-k-chart"
      note={
        <>
          For a bug with n samples of which c succeed, the unbiased estimator 1 − C(n−c, k) / C(n,
          k) (Chen et al., 2021) gives the chance that at least one of k samples succeeds: for
          pass@k a sample succeeds when its tests pass; for (pass & judge-valid)@k when its tests
          pass and the judge labels it VALID. Each point averages over the bugs with at least k
          samples. The shaded band is the gap.
        </>
      }
    >
      {d.passAtK.length === 0 ? (
        <div className="empty">No patches with a tests-pass flag in the compared runs.</div>
      ) : (
        <div className="chart-grid">
          {d.passAtK.map((c) => (
            <CurveFigure key={c.runId} curve={c} label={label(c.runId)} slug={target.slug} />
          ))}
        </div>
      )}
      <details className="table-details">
        <summary>Points as a table</summary>
        <DataTable
          table={table}
          empty="No points."
          actions={<TableExport target={target} id="pass-at-k" table={table} />}
        />
      </details>
    </DashboardSection>
  );
}
