import { AppError } from "@/lib/errors/app-error";
import type { TLineError } from "@/lib/import/schemas";
import { findCsvColumns } from "@/lib/tables/find-csv-columns";
import { readCsvRecords } from "@/lib/tables/read-csv-records";

/**
 * Issue-level specificity annotations from CSV (SWE-bench Verified's release as BouncerBench
 * ships it): columns `instance_id` and `underspecified` (0 well specified … 3 impossible to
 * solve), any order, other columns ignored. A bad row is a line error; a bad header or
 * malformed CSV throws.
 */
export function parseSpecificityAnnotations(options: { text: string; source?: string }): {
  labels: Map<string, number>;
  errors: TLineError[];
} {
  const [header, ...data] = readCsvRecords({
    text: options.text.replace(/^\uFEFF/, ""),
    source: options.source,
  });
  if (!header)
    throw new AppError("INVALID_INPUT", "The annotations file is empty: expected a CSV header.");
  const columns = findCsvColumns({
    header: header.fields,
    line: header.line,
    required: ["instance_id", "underspecified"] as const,
    source: options.source,
  });
  const labels = new Map<string, number>();
  const errors: TLineError[] = [];
  for (const { line, fields } of data) {
    const id = fields[columns.instance_id]?.trim() ?? "";
    const raw = fields[columns.underspecified]?.trim() ?? "";
    if (!id) errors.push({ line, field: "instance_id", message: "is required" });
    else if (!/^[0-3]$/.test(raw))
      errors.push({ line, field: "underspecified", message: "must be 0, 1, 2 or 3" });
    else if (labels.has(id))
      errors.push({ line, field: "instance_id", message: `duplicate instance "${id}"` });
    else labels.set(id, Number(raw));
  }
  return { labels, errors };
}
