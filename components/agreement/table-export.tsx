import type { TAgreementTableId } from "@/lib/agreement/schemas";
import { TABLE_FORMATS, type TTable, type TTableFormat } from "@/lib/tables/table-formats";
import { agreementUrl, type TDashboardQuery } from "./agreement-keys";
import { CopyTableButton } from "./copy-table-button";

const FORMAT_LABELS: Record<TTableFormat, string> = {
  csv: "CSV",
  json: "JSON",
  markdown: "Markdown",
  latex: "LaTeX",
};

/** Where exports point: the project and the dashboard's resolved query (what is on screen). */
export type TExportTarget = { slug: string; query: TDashboardQuery };

/** Download links for one dashboard table in every format, plus copy-to-clipboard as Markdown or LaTeX. */
export function TableExport({
  target,
  id,
  table,
}: {
  target: TExportTarget;
  id: TAgreementTableId;
  table: TTable;
}) {
  return (
    <span className="export-links" role="group" aria-label={`Export “${table.caption}”`}>
      <span className="subtle">Export</span>
      {TABLE_FORMATS.map((f) => (
        <a
          key={f}
          href={agreementUrl.export(target.slug, target.query, id, f)}
          download
          aria-label={`Download ${table.caption} as ${FORMAT_LABELS[f]}`}
        >
          {FORMAT_LABELS[f]}
        </a>
      ))}
      <CopyTableButton table={table} format="markdown" label="Copy Markdown" />
      <CopyTableButton table={table} format="latex" label="Copy LaTeX" />
    </span>
  );
}
