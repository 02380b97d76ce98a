import { writeCsv } from "@/lib/tables/write-csv";
import type { TRubricAnalyticsRow } from "./summarize-rubric-analytics";

const HEADER = [
  "bugId",
  "status",
  "versions",
  "distance",
  "normalized",
  "added",
  "deleted",
  "modified",
  "themes",
] as const;

/**
 * Per-rubric analytics rows as CSV text (RFC 4180 quoting, CRLF line ends, themes joined by ";"),
 * through the one CSV writer: an imported bug id such as "=HYPERLINK(…)" is written as text.
 */
export function formatAnalyticsCsv(options: { rows: readonly TRubricAnalyticsRow[] }): string {
  const rows = options.rows.map((r) => [
    r.bugId,
    r.status,
    r.versions,
    r.distance,
    r.normalized,
    r.added,
    r.deleted,
    r.modified,
    r.themes.join(";"),
  ]);
  return writeCsv({ header: HEADER, rows });
}
