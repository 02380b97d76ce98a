import Link from "next/link";
import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import { buildConfusionCellQuery } from "@/lib/patches/build-confusion-cell-query";
import { buildPatchTableHref } from "@/lib/patches/build-patch-table-href";
import type { TTable } from "@/lib/tables/format-table";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { confusionHref } from "./drill-hrefs";
import { JudgeRunCard } from "./judge-run-card";
import { TableExport, type TExportTarget } from "./table-export";

/** No run to compare: say why and where runs come from. */
export function NoJudgeRuns({ slug }: { slug: string }) {
  return (
    <div className="empty">
      No judge run with results to compare.{" "}
      <Link href={`/projects/${slug}/judge`}>Start a judge run</Link> and come back once it has
      labelled patches.
    </div>
  );
}

/** Each compared run against the human consensus, one card per run, plus the confusion counts as a table. */
export function JudgeSection({
  dashboard: d,
  table,
  target,
}: {
  dashboard: TAgreementDashboard;
  table: TTable;
  target: TExportTarget;
}) {
  const level = `${Math.round(d.bootstrap.level * 100)} %`;
  return (
    <DashboardSection
      id="judge"
      title="Judge vs consensus"
      testId="judge-vs-consensus"
      note={`VALID is the positive class. Clear: the patches the raters labelled unanimously; disputed: the others. Values in brackets are ${level} bootstrap intervals.`}
    >
      {d.judge.length === 0 ? (
        <NoJudgeRuns slug={target.slug} />
      ) : (
        <div className="judge-cards">
          {d.judge.map((j) => (
            <JudgeRunCard
              key={j.run.id}
              judge={j}
              level={level}
              cellHref={
                d.campaign
                  ? (cell, clear) =>
                      buildPatchTableHref({
                        slug: target.slug,
                        query: buildConfusionCellQuery({
                          runId: j.run.id,
                          campaignId: d.campaign!.id,
                          cell,
                          clear,
                          labels: d.labels,
                          missing: d.missing,
                        }),
                      })
                  : undefined
              }
            />
          ))}
        </div>
      )}
      <details className="table-details">
        <summary>Confusion counts and metrics as a table</summary>
        <DataTable
          table={table}
          empty="No runs compared."
          cellHref={confusionHref(d, table, target.slug)}
          actions={<TableExport target={target} id="confusion" table={table} />}
        />
      </details>
    </DashboardSection>
  );
}
