import { formatTable, type TTableFormat } from "@/lib/tables/format-table";
import { buildResearchTables } from "./build-research-tables";
import type { TResearchTableId } from "./schemas";
import type { TResearchReport } from "./types";

const TYPES: Record<TTableFormat, { extension: string; contentType: string }> = {
  csv: { extension: "csv", contentType: "text/csv; charset=utf-8" },
  json: { extension: "json", contentType: "application/json; charset=utf-8" },
  markdown: { extension: "md", contentType: "text/markdown; charset=utf-8" },
  latex: { extension: "tex", contentType: "application/x-tex; charset=utf-8" },
};

/** One research table as a download: its text, a file name and a content type. */
export function exportResearchTable(options: {
  report: TResearchReport;
  table: TResearchTableId;
  format: TTableFormat;
  slug: string;
}) {
  const { report, table, format, slug } = options;
  return {
    text: formatTable({ table: buildResearchTables({ report })[table], format }),
    fileName: `${slug}-research-${table}.${TYPES[format].extension}`,
    contentType: TYPES[format].contentType,
  };
}
