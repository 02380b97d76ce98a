import { formatTable, type TTableFormat } from "@/lib/tables/format-table";
import { TABLE_FILE_TYPES } from "@/lib/tables/table-file-types";
import { buildPolicyTables } from "./build-policy-tables";
import type { TPolicyEvaluation } from "./policies-api.types";
import type { TPolicyTableId } from "./schemas";

/** One policy table as a download: its text, a file name and a content type. */
export function exportPolicyTable(options: {
  evaluation: TPolicyEvaluation;
  table: TPolicyTableId;
  format: TTableFormat;
  slug: string;
}) {
  const { evaluation, table, format, slug } = options;
  const text = formatTable({ table: buildPolicyTables({ evaluation })[table], format });
  return {
    text,
    fileName: `${slug}-policy-${table}.${TABLE_FILE_TYPES[format].extension}`,
    contentType: TABLE_FILE_TYPES[format].contentType,
  };
}
