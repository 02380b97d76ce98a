"use client";

import { useRef } from "react";
import type { THumanAgreement } from "@/lib/agreement/dashboard-types";
import type { TTable } from "@/lib/tables/format-table";
import { ChartExport } from "@/components/charts/chart-export";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { KappaHeatmap } from "./kappa-heatmap";
import { TableExport, type TExportTarget } from "./table-export";

/** Raters in the order of the rater table, then any only seen in pairs. */
function ratersOf(human: THumanAgreement) {
  const out = new Map(human.raterRows.map((r) => [r.key, { key: r.key, name: r.name }]));
  for (const p of human.pairwise) {
    if (!out.has(p.a)) out.set(p.a, { key: p.a, name: p.aName });
    if (!out.has(p.b)) out.set(p.b, { key: p.b, name: p.bName });
  }
  return [...out.values()];
}

/** Pairwise Cohen's κ: the heatmap (SVG/PNG download) and the same pairs as a table. */
export function PairwiseSection({
  human,
  table,
  target,
}: {
  human: THumanAgreement | null;
  table: TTable;
  target: TExportTarget;
}) {
  const figure = useRef<HTMLDivElement>(null);
  const raters = human ? ratersOf(human) : [];
  const shared = human?.pairwise.filter((p) => p.n > 0).length ?? 0;
  return (
    <DashboardSection
      id="pairwise"
      title="Pairwise Cohen's κ"
      testId="kappa-heatmap"
      actions={
        raters.length >= 2 && (
          <ChartExport
            targetRef={figure}
            fileName={`${target.slug}-pairwise-kappa`}
            title="Pairwise Cohen's kappa heatmap"
          />
        )
      }
    >
      {raters.length < 2 ? (
        <div className="empty">Pairwise κ needs at least two raters.</div>
      ) : (
        <figure className="chart-figure">
          <div
            className="heatmap-scroll"
            ref={figure}
            tabIndex={0}
            role="region"
            aria-label="Pairwise kappa heatmap (scrolls horizontally)"
          >
            <KappaHeatmap raters={raters} pairs={human!.pairwise} />
          </div>
          <figcaption className="subtle">
            Cohen&apos;s κ for every pair of raters over the items both labelled ({shared} of{" "}
            {human!.pairwise.length} pairs share items). Hatched cells: no shared items, or κ not
            defined (e.g. both raters gave one label only). Hover a cell for its value and n.
          </figcaption>
        </figure>
      )}
      <details className="table-details">
        <summary>Pairs as a table</summary>
        <DataTable
          table={table}
          testId="pairwise-table"
          empty="No rater pairs."
          actions={<TableExport target={target} id="pairwise" table={table} />}
        />
      </details>
    </DashboardSection>
  );
}
