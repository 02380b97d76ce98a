import { TABLE_FORMATS } from "@/lib/tables/table-formats";
import type { TAgreementDashboard } from "./dashboard-types";
import { exportAgreementTable } from "./export-agreement-table";
import { renderAgreementCharts } from "./render-agreement-charts";
import { AGREEMENT_TABLES } from "./schemas";

export type TExportFile = { name: string; text: string };

/**
 * Every dashboard table in every format (the same text and file names as the one-table export)
 * and every chart as SVG (named `<slug>[-<campaign>]-<chart>.svg`), from one dashboard: what
 * `rubricate dashboard --all` writes and the page's "Export all" zip holds.
 */
export function exportAgreementFiles(options: {
  dashboard: TAgreementDashboard;
  slug: string;
}): TExportFile[] {
  const { dashboard, slug } = options;
  const files: TExportFile[] = [];
  for (const table of AGREEMENT_TABLES)
    for (const format of TABLE_FORMATS) {
      const { text, fileName } = exportAgreementTable({ dashboard, table, format, slug });
      files.push({ name: fileName, text });
    }
  const prefix = files[0]!.name.slice(0, files[0]!.name.lastIndexOf(`-${AGREEMENT_TABLES[0]}.`));
  for (const chart of renderAgreementCharts({ dashboard }))
    files.push({ name: `${prefix}-${chart.name}`, text: chart.text });
  return files;
}
