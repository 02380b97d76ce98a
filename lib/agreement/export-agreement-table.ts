import { TABLE_FILE_TYPES } from "@/lib/tables/table-file-types";
import { formatTable, type TTableFormat } from "@/lib/tables/format-table";
import { buildAgreementTables } from "./build-agreement-tables";
import type { TAgreementDashboard } from "./dashboard-types";
import type { TAgreementTableId } from "./schemas";

/** One dashboard table as a download: its text, a file name and a content type. */
export function exportAgreementTable(options: {
  dashboard: TAgreementDashboard;
  table: TAgreementTableId;
  format: TTableFormat;
  slug: string;
}) {
  const { dashboard, table, format, slug } = options;
  const text = formatTable({ table: buildAgreementTables({ dashboard })[table], format });
  const campaign = dashboard.campaign
    ? `-${dashboard.campaign.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}`
    : "";
  return {
    text,
    fileName: `${slug}${campaign}-${table}.${TABLE_FILE_TYPES[format].extension}`,
    contentType: TABLE_FILE_TYPES[format].contentType,
  };
}
