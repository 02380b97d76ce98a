import type { TPolicyTableId } from "@/lib/policies/schemas";
import { TABLE_FORMATS, type TTable, type TTableFormat } from "@/lib/tables/table-formats";
import { CopyTableButton } from "@/components/agreement/copy-table-button";
import { policyUrl, type TPolicyPageQuery } from "./policy-keys";

const LABELS: Record<TTableFormat, string> = {
  csv: "CSV",
  json: "JSON",
  markdown: "Markdown",
  latex: "LaTeX",
};

/** Download links for one policy table in every format, plus copy as Markdown or LaTeX. */
export function PolicyTableExport(props: {
  slug: string;
  query: TPolicyPageQuery;
  id: TPolicyTableId;
  table: TTable;
}) {
  const { slug, query, id, table } = props;
  return (
    <span className="export-links" role="group" aria-label={`Export “${table.caption}”`}>
      <span className="subtle">Export</span>
      {TABLE_FORMATS.map((f) => (
        <a
          key={f}
          href={policyUrl.export(slug, query, id, f)}
          download
          aria-label={`Download ${table.caption} as ${LABELS[f]}`}
        >
          {LABELS[f]}
        </a>
      ))}
      <CopyTableButton table={table} format="markdown" label="Copy Markdown" />
      <CopyTableButton table={table} format="latex" label="Copy LaTeX" />
    </span>
  );
}
