import type { TCsvCell } from "@/lib/tables/neutralise-csv-cell";
import { writeCsv } from "@/lib/tables/write-csv";
import type { TJudgeExportRow } from "./schemas-export";

const COLUMNS = [
  "patch",
  "bug",
  "bug_type",
  "tool",
  "status",
  "label",
  "valid_votes",
  "invalid_votes",
  "tie",
  "confidence",
  "score",
  "consensus",
  "agrees",
  "justification",
  "error",
  "consensus_history",
] as const;

/** "INVALID→VALID by Ann at 2026-…Z: reason", changes oldest first, joined by " | ". */
const history = (r: TJudgeExportRow) =>
  r.consensusChanges
    .map((c) => `${c.from}→${c.to} by ${c.by ?? "a removed user"} at ${c.at}: ${c.reason}`)
    .join(" | ");

const csvRecord = (r: TJudgeExportRow): TCsvCell[] => [
  r.patchId,
  r.bugId,
  r.bugType,
  r.tool,
  r.status,
  r.label,
  r.valid,
  r.invalid,
  r.tie,
  r.confidence,
  r.score,
  r.consensus,
  r.agrees,
  r.label === null ? "" : (r.samples.find((s) => s.label === r.label)?.justification ?? ""),
  r.error,
  history(r),
];

/** Graded runs' extra CSV columns: the patch's grade and its dimension grades ("key=g; …"). */
const GRADED_COLUMNS = ["grade", "dimension_grades", "overridden_labels"] as const;
const gradedCells = (r: TJudgeExportRow): TCsvCell[] => [
  r.grade ?? null,
  Object.entries(r.dimensionGrades ?? {})
    .map(([k, g]) => `${k}=${g}`)
    .join("; "),
  r.samples.filter((s) => s.modelLabel).length,
];

/**
 * A judge run's rows as JSONL (each whole row with its samples, one per line, "\n" ends) or
 * CSV (one record per patch with the justification of the first sample agreeing with the
 * majority label and the history of consensus changes; null as an empty field, booleans true/false, CRLF record ends; through the one
 * CSV writer, so ids, tools, justifications and errors never run as spreadsheet formulas).
 */
export function formatResultsExport({
  rows,
  format,
  header = true,
  graded = false,
}: {
  rows: readonly TJudgeExportRow[];
  format: "csv" | "jsonl";
  /** CSV: begin with the header record (false for the later pages of a stream). */
  header?: boolean;
  /** CSV of a graded run: adds grade, dimension_grades and overridden_labels at the end. */
  graded?: boolean;
}): string {
  if (format === "jsonl") return rows.map((r) => JSON.stringify(r) + "\n").join("");
  if (rows.length === 0 && !header) return "";
  if (graded)
    return writeCsv({
      header: header ? [...COLUMNS, ...GRADED_COLUMNS] : undefined,
      rows: rows.map((r) => [...csvRecord(r), ...gradedCells(r)]),
    });
  return writeCsv({ header: header ? COLUMNS : undefined, rows: rows.map(csvRecord) });
}
