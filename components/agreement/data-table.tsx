import Link from "next/link";
import type { ReactNode } from "react";
import type { TTable } from "@/lib/tables/format-table";
import { cellText } from "./format";

type TProps = {
  table: TTable;
  /** A custom <thead> (e.g. a two-row header); the flat column list otherwise. */
  head?: ReactNode;
  /** Extra class of one body cell, e.g. to highlight the best value. */
  cellClass?: (row: number, column: number) => string | undefined;
  /** A body cell's drill-down address (e.g. the patch table listing the patches it counts); undefined: no link. */
  cellHref?: (row: number, column: number) => string | undefined;
  /** Export controls under the table. */
  actions?: ReactNode;
  empty?: string;
  testId?: string;
};

/** A dashboard table exactly as exported: caption, columns, rows; numbers right-aligned, "—" for not defined. */
export function DataTable({
  table,
  head,
  cellClass,
  cellHref,
  actions,
  empty = "Nothing to show.",
  testId,
}: TProps) {
  return (
    <div className="data-table" data-testid={testId}>
      <div className="table-wrap scroll">
        <table className="data">
          <caption>{table.caption}</caption>
          {head ?? (
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {table.rows.length === 0 && (
              <tr>
                <td colSpan={table.columns.length} className="empty">
                  {empty}
                </td>
              </tr>
            )}
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => {
                  const className =
                    [typeof cell === "number" ? "num" : undefined, cellClass?.(r, c)]
                      .filter(Boolean)
                      .join(" ") || undefined;
                  return c === 0 ? (
                    <th key={c} scope="row" className={className}>
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td key={c} className={className}>
                      {(() => {
                        const href = cellHref?.(r, c);
                        return href ? (
                          <Link
                            href={href}
                            className="cell-link"
                            title="List these patches"
                            data-testid={`cell-link-${r}-${c}`}
                          >
                            {cellText(cell)}
                          </Link>
                        ) : (
                          cellText(cell)
                        );
                      })()}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {actions && <div className="table-actions">{actions}</div>}
    </div>
  );
}
