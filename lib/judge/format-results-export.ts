import { stringify } from "csv-stringify/sync";
import type { TJudgeExportRow } from "./schemas-export";

const COLUMNS = [
  "patch", "bug", "bug_type", "tool", "status", "label", "valid_votes", "invalid_votes",
  "tie", "confidence", "consensus", "agrees", "justification", "error",
] as const;

type TCsvValue = string | number | boolean | null;

const csvRecord = (r: TJudgeExportRow): TCsvValue[] => [
  r.patchId, r.bugId, r.bugType, r.tool, r.status, r.label, r.valid, r.invalid,
  r.tie, r.confidence, r.consensus, r.agrees,
  r.label === null ? "" : (r.samples.find((s) => s.label === r.label)?.justification ?? ""),
  r.error,
];

/**
 * A judge run's rows as JSONL (each whole row with its samples, one per line, "\n" ends) or
 * CSV (one record per patch with the justification of the first sample agreeing with the
 * majority label; null as an empty field, booleans true/false, CRLF record ends).
 */
export function formatResultsExport({ rows, format }: { rows: readonly TJudgeExportRow[]; format: "csv" | "jsonl" }): string {
  if (format === "jsonl") return rows.map((r) => JSON.stringify(r) + "\n").join("");
  return stringify(rows.map(csvRecord), {
    header: true,
    columns: [...COLUMNS],
    record_delimiter: "windows",
    cast: { boolean: (value) => String(value), number: (value) => String(value) },
  });
}
