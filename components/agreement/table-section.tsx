import type { ReactNode } from "react";
import type { TAgreementTableId } from "@/lib/agreement/schemas";
import type { TTable } from "@/lib/tables/format-table";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { TableExport, type TExportTarget } from "./table-export";

type TProps = {
  id: TAgreementTableId;
  title: string;
  testId: string;
  table: TTable;
  target: TExportTarget;
  note?: ReactNode;
  empty?: string;
  /** A body cell's drill-down address (DataTable). */
  cellHref?: (row: number, column: number) => string | undefined;
};

/** A section that is one exported table. */
export function TableSection({ id, title, testId, table, target, note, empty, cellHref }: TProps) {
  return (
    <DashboardSection id={`table-${id}`} title={title} testId={testId} note={note}>
      <DataTable
        table={table}
        empty={empty}
        cellHref={cellHref}
        actions={<TableExport target={target} id={id} table={table} />}
      />
    </DashboardSection>
  );
}
