import { formatTable, type TTableFormat } from "@/lib/tables/format-table";
import { buildAgreementTables } from "./build-agreement-tables";
import type { TAgreementDashboard } from "./dashboard-types";
import type { TAgreementTableId } from "./schemas";

const TYPES: Record<TTableFormat, { extension: string; contentType: string }> = {
  csv: { extension: "csv", contentType: "text/csv; charset=utf-8" },
  json: { extension: "json", contentType: "application/json; charset=utf-8" },
  markdown: { extension: "md", contentType: "text/markdown; charset=utf-8" },
  latex: { extension: "tex", contentType: "application/x-tex; charset=utf-8" },
};

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
    fileName: `${slug}${campaign}-${table}.${TYPES[format].extension}`,
    contentType: TYPES[format].contentType,
  };
}
