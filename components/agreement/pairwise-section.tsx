"use client";

import { useRef } from "react";
import type { THumanAgreement } from "@/lib/agreement/dashboard-types";
import type { TTable } from "@/lib/tables/format-table";
import { ChartExport } from "@/components/charts/chart-export";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { KappaHeatmap } from "./kappa-heatmap";
import { TableExport, type TExportTarget } from "./table-export";
import { countNoun } from "@/lib/text/count-noun";

/** Raters in the order of the rater table, then any only seen in pairs. */
function ratersOf(human: THumanAgreement) {
  const out = new Map(human.raterRows.map((r) => [r.key, { key: r.key, name: r.name }]));
  for (const p of human.pairwise) {
    if (!out.has(p.a)) out.set(p.a, { key: p.a, name: p.aName });
    if (!out.has(p.b)) out.set(p.b, { key: p.b, name: p.bName });
  }
  return [...out.values()];
}

/** The raters of each disjoint group (one group when every rater shares patches with the others). */
function groupsOf(human: THumanAgreement) {
  const raters = ratersOf(human);
  if (human.groups.length < 2) return [{ title: null, raters }];
  return human.groups.map((g) => ({
    title: `${g.group} · ${countNoun({ count: g.raters, one: "rater" })} · ${countNoun({ count: g.items, one: "patch", other: "patches" })}`,
    raters: raters.filter((r) => g.raterKeys.includes(r.key)),
  }));
}

/**
 * Pairwise Cohen's κ: the heatmap (SVG/PNG download), one per rater group when the raters form
 * disjoint groups (pairs across groups share nothing and are not shown), and the pairs that
 * share items as a table.
 */
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
  const groups = human ? groupsOf(human) : [];
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
            {groups.map((g) => (
              <div key={g.title ?? "all"} data-testid="heatmap-group">
                {g.title && <h3 className="subtle">{g.title}</h3>}
                <KappaHeatmap raters={g.raters} pairs={human!.pairwise} />
              </div>
            ))}
          </div>
          <figcaption className="subtle">
            Cohen&apos;s κ for every pair of raters over the items both labelled (
            {countNoun({ count: human!.pairwise.length, one: "pair" })} share items
            {human!.emptyPairs
              ? `; ${countNoun({ count: human!.emptyPairs, one: "pair" })} share none and are not shown`
              : ""}
            ).
            {groups.length > 1 &&
              ` The raters form ${groups.length} groups that never share a patch: one map per group.`}{" "}
            Hatched cells: κ not defined (e.g. both raters gave one label only) or no shared items.
            Hover a cell for its value and n.
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
