import { TABLE_FILE_TYPES } from "@/lib/tables/table-file-types";
import { formatTable, type TTableFormat } from "@/lib/tables/format-table";
import { buildResearchTables } from "./build-research-tables";
import type { TResearchTableId } from "./schemas";
import type { TResearchReport } from "./types";

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
    fileName: `${slug}-research-${table}.${TABLE_FILE_TYPES[format].extension}`,
    contentType: TABLE_FILE_TYPES[format].contentType,
  };
}
