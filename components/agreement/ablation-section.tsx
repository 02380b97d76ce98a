import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import type { TTable } from "@/lib/tables/format-table";
import { bestCells } from "./best-cells";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { TableExport, type TExportTarget } from "./table-export";

/** The paper's Table 6: metrics as rows, Full and Clear × run as columns, the best per benchmark in bold. */
export function AblationSection({
  dashboard: d,
  table,
  target,
}: {
  dashboard: TAgreementDashboard;
  table: TTable;
  target: TExportTarget;
}) {
  const best = bestCells(table, d.judge.length);
  const head =
    d.judge.length === 0 ? undefined : (
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Metric
          </th>
          <th scope="colgroup" colSpan={d.judge.length} className="group-start">
            Full
          </th>
          <th scope="colgroup" colSpan={d.judge.length} className="group-start">
            Clear
          </th>
        </tr>
        <tr>
          {["full", "clear"].flatMap((b) =>
            d.judge.map((j, i) => (
              <th
                key={`${b}-${j.run.id}`}
                scope="col"
                className={i === 0 ? "group-start" : undefined}
              >
                {j.run.label}
              </th>
            )),
          )}
        </tr>
      </thead>
    );
  return (
    <DashboardSection
      id="ablation"
      title="Ablation"
      testId="ablation-table"
      note={
        d.judge.length > 1
          ? "Best value per metric and benchmark in bold. The export is the flat table (one column per benchmark × run)."
          : undefined
      }
    >
      <DataTable
        table={table}
        head={head}
        empty="No runs compared."
        cellClass={(r, c) =>
          [
            best.has(`${r}:${c}`) ? "best" : "",
            c === 1 || c === 1 + d.judge.length ? "group-start" : "",
          ]
            .filter(Boolean)
            .join(" ") || undefined
        }
        actions={<TableExport target={target} id="ablation" table={table} />}
      />
    </DashboardSection>
  );
}
