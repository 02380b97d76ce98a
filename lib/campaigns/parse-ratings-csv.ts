import { AppError } from "@/lib/errors/app-error";
import type { TLineError } from "@/lib/import/schemas";
import { findCsvColumns } from "@/lib/tables/find-csv-columns";
import { readCsvRecords } from "@/lib/tables/read-csv-records";
import { restoreCsvCell } from "@/lib/tables/restore-csv-cell";
import type { TRatingLabel } from "./schemas";

/** Largest ratings CSV accepted, in bytes (5 MB). */
export const MAX_RATINGS_CSV_BYTES = 5 * 1024 * 1024;
/** Longest rater name accepted, in characters. */
export const MAX_RATER_LENGTH = 100;
/** Longest item (external patch id) accepted, in characters. */
export const MAX_ITEM_LENGTH = 200;

/**
 * One valid rating row; `line` is the 1-based physical line it starts on (header = line 1).
 * `grade` and `dimensionGrades` come from the optional `grade` and `dimension_grades` columns
 * (graded campaigns; "correctness=4;security=3"), absent when the cell is empty or missing.
 */
export type TRatingRow = {
  line: number;
  item: string;
  rater: string;
  label: TRatingLabel;
  grade?: number;
  dimensionGrades?: Record<string, number>;
};

export type TParsedRatingsCsv = {
  rows: TRatingRow[];
  /** Every problem, in line order; rows with an error are left out of `rows`. */
  errors: TLineError[];
  /** Data records read: non-blank lines after the header, valid or not. */
  totalLines: number;
};

const REQUIRED_COLUMNS = ["item", "rater", "label"] as const;
type TColumn = (typeof REQUIRED_COLUMNS)[number];
const LABELS: readonly TRatingLabel[] = ["VALID", "INVALID", "UNSURE"];
const ALLOWED_LABELS = "VALID, INVALID or UNSURE (any case)";
const NEWLINE = 0x0a;

/**
 * Parses a ratings CSV (`item,rater,label`, header required, any column order,
 * extra columns ignored; an item or rater our CSV writer quoted against formulas, "'=x", read
 * as "=x") without touching the database. Problems with the
 * whole file (size, encoding, header, malformed CSV) throw an AppError; problems
 * with a row are reported with its line number and the row is left out.
 */
export function parseRatingsCsv(options: { bytes: Uint8Array }): TParsedRatingsCsv {
  const { bytes } = options;
  if (bytes.length > MAX_RATINGS_CSV_BYTES) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `The file is ${formatMb(bytes.length)}; ratings CSVs may be at most ${formatMb(MAX_RATINGS_CSV_BYTES)}.`,
      { limit: MAX_RATINGS_CSV_BYTES, size: bytes.length },
    );
  }
  const text = decodeUtf8(bytes)
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n");
  if (text.trim() === "")
    throw new AppError(
      "INVALID_INPUT",
      "The file is empty: expected a CSV with the header item,rater,label.",
    );

  const [header, ...data] = readCsvRecords({ text });
  if (!header)
    throw new AppError(
      "INVALID_INPUT",
      "The file is empty: expected a CSV with the header item,rater,label.",
    );
  const columns = findCsvColumns({
    header: header.fields,
    line: header.line,
    required: REQUIRED_COLUMNS,
  });

  const names = header.fields.map((name) => name.trim().toLowerCase());
  const optional = {
    grade: names.indexOf("grade"),
    dimensionGrades: names.indexOf("dimension_grades"),
  };
  const rows: TRatingRow[] = [];
  const errors: TLineError[] = [];
  const firstLineByPair = new Map<string, number>();
  for (const { fields: record, line } of data) {
    if (record.length !== columns.width) {
      errors.push({
        line,
        field: "(line)",
        message: `expected ${columns.width} columns as in the header, found ${record.length}`,
      });
      continue;
    }
    const result = toRow({ line, record, columns, optional });
    if ("errors" in result) {
      errors.push(...result.errors);
      continue;
    }
    const { row } = result;
    const pair = JSON.stringify([row.item, row.rater]);
    const first = firstLineByPair.get(pair);
    if (first !== undefined) {
      errors.push({
        line,
        field: "rater",
        message: `rater "${row.rater}" already rated item "${row.item}" on line ${first}`,
      });
      continue;
    }
    firstLineByPair.set(pair, line);
    rows.push(row);
  }
  return { rows, errors, totalLines: data.length };
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const line = firstBadUtf8Line(bytes);
    throw new AppError(
      "INVALID_INPUT",
      `The file is not UTF-8 (first bad byte on line ${line}); re-save it as UTF-8.`,
      { line },
    );
  }
}

/** A newline byte never occurs inside a multi-byte UTF-8 sequence, so lines can be decoded one by one. */
function firstBadUtf8Line(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let start = 0;
  let line = 1;
  while (start <= bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    try {
      decoder.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
    line += 1;
  }
  return line;
}

function toRow(options: {
  line: number;
  record: readonly string[];
  columns: Record<TColumn, number>;
  optional: { grade: number; dimensionGrades: number };
}): { row: TRatingRow } | { errors: TLineError[] } {
  const { line, record, columns, optional } = options;
  // Our own exports (ratings export) quote formula-like ids and names: read them back as written.
  const item = restoreCsvCell({ text: (record[columns.item] ?? "").trim() });
  const rater = restoreCsvCell({ text: (record[columns.rater] ?? "").trim() });
  const rawLabel = (record[columns.label] ?? "").trim();
  const errors: TLineError[] = [];
  if (item === "") errors.push({ line, field: "item", message: "must not be empty" });
  else if (charCount(item) > MAX_ITEM_LENGTH)
    errors.push({ line, field: "item", message: `is longer than ${MAX_ITEM_LENGTH} characters` });
  if (rater === "") errors.push({ line, field: "rater", message: "must not be empty" });
  else if (charCount(rater) > MAX_RATER_LENGTH)
    errors.push({ line, field: "rater", message: `is longer than ${MAX_RATER_LENGTH} characters` });
  const label = toLabel(rawLabel);
  if (!label) {
    const message =
      rawLabel === ""
        ? `must not be empty; use ${ALLOWED_LABELS}`
        : `unknown label "${rawLabel}"; use ${ALLOWED_LABELS}`;
    errors.push({ line, field: "label", message });
  }
  const rawGrade = optional.grade < 0 ? "" : (record[optional.grade] ?? "").trim();
  const grade = rawGrade === "" ? undefined : Number(rawGrade);
  if (grade !== undefined && !(Number.isInteger(grade) && grade >= 1 && grade <= 10))
    errors.push({ line, field: "grade", message: `"${rawGrade}" is not a grade (1 to 10)` });
  const rawDims =
    optional.dimensionGrades < 0 ? "" : (record[optional.dimensionGrades] ?? "").trim();
  const dimensionGrades = rawDims === "" ? undefined : parseDimensionCell(rawDims);
  if (dimensionGrades === null)
    errors.push({
      line,
      field: "dimension_grades",
      message: `"${rawDims}" is not key=grade pairs joined by ";" (e.g. correctness=4;security=3)`,
    });
  if (errors.length > 0 || !label) return { errors };
  return {
    row: {
      line,
      item,
      rater,
      label,
      ...(grade === undefined ? {} : { grade }),
      ...(dimensionGrades ? { dimensionGrades } : {}),
    },
  };
}

/** "correctness=4;security=3" → { correctness: 4, security: 3 }; null when malformed. */
function parseDimensionCell(text: string): Record<string, number> | null {
  const grades: Record<string, number> = {};
  for (const part of text.split(";")) {
    const m = /^\s*([a-z][a-z0-9_]{0,31})\s*=\s*(\d{1,2})\s*$/.exec(part);
    if (!m || m[1]! in grades) return null;
    grades[m[1]!] = Number(m[2]);
  }
  return grades;
}

/** ASCII letters only, so no Unicode case mapping can turn another word into a label. */
function toLabel(text: string): TRatingLabel | null {
  if (!/^[A-Za-z]+$/.test(text)) return null;
  const upper = text.toUpperCase();
  return LABELS.find((label) => label === upper) ?? null;
}

function charCount(text: string): number {
  return Array.from(text).length;
}

function formatMb(size: number): string {
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
