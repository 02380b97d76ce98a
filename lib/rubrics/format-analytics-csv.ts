import type { TRubricAnalyticsRow } from "./summarize-rubric-analytics";

const HEADER = ["bugId", "status", "versions", "distance", "normalized", "added", "deleted", "modified", "themes"] as const;

/** RFC 4180: quote a field containing a comma, quote or line break, doubling its quotes. */
const field = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Per-rubric analytics rows as CSV text (CRLF line ends, themes joined by ";"). */
export function formatAnalyticsCsv(options: { rows: readonly TRubricAnalyticsRow[] }): string {
  const lines = options.rows.map((r) =>
    [r.bugId, r.status, r.versions, r.distance, r.normalized, r.added, r.deleted, r.modified, r.themes.join(";")].map(field).join(","),
  );
  return [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}
