import { writeCsv } from "@/lib/tables/write-csv";
import type { TRatingsExportRow } from "./schemas-ratings-export";

const COLUMNS = [
  "item",
  "bug",
  "rater",
  "label",
  "justification",
  "requirements",
  "time_on_item_ms",
  "submitted_at",
  "consensus",
  "consensus_method",
  "consensus_themes",
  "consensus_history",
] as const;

/** "INVALID→VALID by Ann at 2026-…Z [themes]: reason", oldest first, joined by " | ". */
const history = (r: TRatingsExportRow) =>
  r.consensusChanges
    .map(
      (c) =>
        `${c.from}→${c.to} by ${c.by ?? "a removed user"} at ${c.at}${c.themes.length > 0 ? ` [${c.themes.join(";")}]` : ""}: ${c.reason}`,
    )
    .join(" | ");

/**
 * A campaign's ratings as JSONL (each row whole, one per line, "\n" ends) or CSV (one record per
 * rating, ticked requirements and themes joined by ";", the consensus history as one cell; null
 * as an empty field, CRLF record ends; through the one CSV writer, so no cell runs as a
 * formula). The CSV's first three columns are `item,rater,label`: `rubricate ratings import`
 * and the campaign page's import read it back (other columns are ignored there). A graded
 * campaign's export (`graded`) adds `grade` and `dimension_grades` ("correctness=4;security=3")
 * after `label`, which the import reads back too; a binary campaign's is unchanged.
 */
export function formatRatingsExport(options: {
  rows: readonly TRatingsExportRow[];
  format: "csv" | "jsonl";
  graded?: boolean;
}): string {
  const { rows, format, graded = false } = options;
  if (format === "jsonl") return rows.map((r) => JSON.stringify(r) + "\n").join("");
  const header = graded
    ? [...COLUMNS.slice(0, 4), "grade", "dimension_grades", ...COLUMNS.slice(4)]
    : COLUMNS;
  return writeCsv({
    header,
    rows: rows.map((r) => [
      r.item,
      r.bug,
      r.rater,
      r.label,
      ...(graded ? [r.grade ?? null, formatDimensionGrades(r.dimensionGrades ?? null)] : []),
      r.justification,
      r.requirements.join(";"),
      r.timeOnItemMs,
      r.submittedAt,
      r.consensus,
      r.consensusMethod,
      r.consensusThemes.join(";"),
      history(r),
    ]),
  });
}

/** "correctness=4;security=3" (the scale's order), "" for none; read back by parse-ratings-csv. */
function formatDimensionGrades(grades: Record<string, number> | null): string {
  if (!grades) return "";
  return Object.entries(grades)
    .map(([key, grade]) => `${key}=${grade}`)
    .join(";");
}
