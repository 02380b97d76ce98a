import { parse } from "csv-parse/sync";
import { AppError } from "@/lib/errors/app-error";

/** One CSV record and the 1-based line it starts on (quoted fields may hold newlines). */
export type TCsvRecord = { line: number; fields: string[] };

/**
 * The non-blank records of a CSV text (csv-parse: RFC 4180 quoting, CRLF or LF, records of any
 * width), each with the line it starts on. Malformed CSV throws an INVALID_INPUT AppError naming
 * the line (`source` first when given).
 */
export function readCsvRecords(options: { text: string; source?: string }): TCsvRecord[] {
  const { text, source } = options;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: unknown }).lines;
    const reason = (err as Error).message;
    const where =
      typeof line === "number" && !reason.includes(`line ${line}`) ? ` at line ${line}` : "";
    throw new AppError(
      "INVALID_INPUT",
      `${source ? `${source}: not` : "The file is not"} valid CSV${where}: ${reason}`,
      { line: typeof line === "number" ? line : null },
    );
  }
  const out: TCsvRecord[] = [];
  for (const { record, info } of records) {
    if (record.every((field) => field.trim() === "")) continue;
    // csv-parse reports the line a record ends on.
    const breaks = record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0);
    out.push({ line: info.lines - breaks, fields: record });
  }
  return out;
}
