import { AppError } from "@/lib/errors/app-error";
import { findCsvColumns } from "@/lib/tables/find-csv-columns";
import { readCsvRecords } from "@/lib/tables/read-csv-records";
import type { TRatingsBuilder } from "./create-ratings-builder";
import { FNV_OFFSET, FNV_PRIME, type TInterner } from "./create-interner";

const REQUIRED = ["item", "rater", "label"] as const;

/**
 * Feeds the rows of a UTF-8 CSV (BOM stripped; header with item, rater and label in any order
 * and case, and optionally grade; other columns ignored; blank lines skipped) into `builder`. A file without a double
 * quote is read in one pass over its bytes, several times faster than a general CSV parser on a
 * million rows; a quoted one goes through csv-parse. Throws when the header lacks a required column.
 */
export function readCsvRatings(options: {
  bytes: Uint8Array;
  source: string;
  builder: TRatingsBuilder;
}) {
  const { bytes, source, builder } = options;
  if (bytes.includes(34)) readQuoted({ text: new TextDecoder().decode(bytes), source, builder });
  else readPlain({ bytes, source, builder });
}

/** The required columns' places, and the optional grade column's (−1 when absent). */
const columnsOf = (options: { header: readonly string[]; line: number; source: string }) => {
  const names = options.header.map((name) => name.trim().toLowerCase());
  const grade = names.indexOf("grade");
  if (grade !== names.lastIndexOf("grade"))
    throw new AppError(
      "INVALID_INPUT",
      `${options.source}: the header (line ${options.line}) has the column grade more than once.`,
    );
  return { ...findCsvColumns({ ...options, required: REQUIRED }), grade };
};

function readPlain(options: { bytes: Uint8Array; source: string; builder: TRatingsBuilder }) {
  const { bytes, source, builder } = options;
  const length = bytes.length;
  let from = 0;
  let line = 0;
  while (from < length) {
    let to = bytes.indexOf(10, from);
    if (to === -1) to = length;
    line += 1;
    const end = to > from && bytes[to - 1] === 13 ? to - 1 : to;
    const rowStart = from;
    from = to + 1;
    if (isBlank(bytes, rowStart, end)) continue;
    const header = new TextDecoder().decode(bytes.subarray(rowStart, end)).split(",");
    const columns = columnsOf({ header, line, source });
    if (columns.grade >= 0) builder.withGrades();
    return readPlainRows({ bytes, from, line: line + 1, columns, builder });
  }
}

/** Rows to read before estimating how many the file holds (builder.reserve). */
const SAMPLE_ROWS = 4096;
/** Recently seen values kept per column (a power of two). */
const RECENT = 256;

/**
 * The data rows of a quote-free CSV from byte `from` (line `line`) on, with no strings and no
 * allocation per row. Each byte is looked at once: the fields of the three columns are hashed
 * as they are scanned; a field whose bytes match a recent value of its column with that hash
 * (kept by where it was seen in the file) takes its code from there, else from the interner by
 * that hash (a value with spaces or non-ASCII bytes at its edges is trimmed there first). One
 * call per row: V8 optimizes a small function called a million times soon after the start,
 * where one loop over the whole file would run unoptimized until its on-stack replacement,
 * which can take tens of milliseconds to compile.
 */
function readPlainRows(options: {
  bytes: Uint8Array;
  from: number;
  line: number;
  columns: ReturnType<typeof columnsOf>;
  builder: TRatingsBuilder;
}) {
  const { bytes, from, columns, builder } = options;
  const { width } = columns;
  const length = bytes.length;
  const { item, rater, label, grade } = builder.interners;
  const interners = [item, rater, label, grade];
  // Field position → 0 (item), 1 (rater), 2 (label), 3 (grade) or −1 (ignored).
  const columnAt = new Int32Array(width).fill(-1);
  columnAt[columns.item] = 0;
  columnAt[columns.rater] = 1;
  columnAt[columns.label] = 2;
  if (columns.grade >= 0) columnAt[columns.grade] = 3;
  // Per column, by hash: a value's hash, code, and where and how long it was in the file.
  const recentHash = new Int32Array(4 * RECENT);
  const recentCode = new Int32Array(4 * RECENT);
  const recentFrom = new Int32Array(4 * RECENT);
  const recentSize = new Int32Array(4 * RECENT).fill(-1);
  const codes = new Int32Array(4);

  /** Reads the row starting at `rowStart` (line `line`); returns where the next one starts. */
  const readRow = (rowStart: number, line: number): number => {
    let fieldStart = rowStart;
    let field = 0;
    let hash = FNV_OFFSET;
    codes[0] = codes[1] = codes[2] = codes[3] = -1;
    for (let at = rowStart; ; at++) {
      const b = at < length ? bytes[at]! : 10;
      if (b !== 44 && b !== 10) {
        hash = Math.imul(hash ^ b, FNV_PRIME);
        continue;
      }
      if (b === 10 && field === 0 && isBlank(bytes, rowStart, withoutCr(bytes, rowStart, at)))
        return at + 1;
      // A field ends at `at` (a CR before a newline stays in it: the interner trims it).
      const column = field < width ? columnAt[field]! : -1;
      if (column >= 0) {
        const size = at - fieldStart;
        const slot = column * RECENT + (hash & (RECENT - 1));
        if (
          recentSize[slot] === size &&
          recentHash[slot] === hash &&
          sameBytes(bytes, recentFrom[slot]!, fieldStart, size)
        )
          codes[column] = recentCode[slot]!;
        else {
          const code = intern(interners[column]!, bytes, fieldStart, at, hash);
          codes[column] = code;
          recentHash[slot] = hash;
          recentCode[slot] = code;
          recentFrom[slot] = fieldStart;
          recentSize[slot] = size;
        }
      }
      field += 1;
      fieldStart = at + 1;
      hash = FNV_OFFSET;
      if (b === 44) continue;
      if (field !== width)
        builder.fail(line, `expected ${width} columns as in the header, found ${field}`);
      else builder.addCodes(line, codes[0]!, codes[1]!, codes[2]!, codes[3]!);
      return at + 1;
    }
  };

  let line = options.line;
  for (let at = from, rows = 1; at < length; rows++, line++) {
    at = readRow(at, line);
    if (rows === SAMPLE_ROWS)
      builder.reserve(Math.ceil(((rows * (length - from)) / (at - from)) * 1.05));
  }
}

/** `to`, or one less when the byte before it is a CR. */
function withoutCr(bytes: Uint8Array, from: number, to: number): number {
  return to > from && bytes[to - 1] === 13 ? to - 1 : to;
}

/** The code of `bytes[start…end)` hashed as `hash`: by that hash when it needs no trimming. */
function intern(interner: TInterner, bytes: Uint8Array, start: number, end: number, hash: number) {
  if (end > start) {
    const first = bytes[start]!;
    const last = bytes[end - 1]!;
    if (first > 32 && first < 127 && last > 32 && last < 127)
      return interner.codeOfHashed(bytes, start, end, hash);
  }
  return interner.codeOfBytes(bytes, start, end);
}

function sameBytes(bytes: Uint8Array, a: number, b: number, size: number): boolean {
  for (let k = 0; k < size; k++) if (bytes[a + k] !== bytes[b + k]) return false;
  return true;
}

function isBlank(bytes: Uint8Array, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (bytes[at] !== 32 && bytes[at] !== 9) return false;
  return true;
}

function readQuoted(options: { text: string; source: string; builder: TRatingsBuilder }) {
  const { text, source, builder } = options;
  let columns: ReturnType<typeof columnsOf> | null = null;
  for (const { fields, line } of readCsvRecords({ text, source })) {
    if (!columns) {
      columns = columnsOf({ header: fields, line, source });
      if (columns.grade >= 0) builder.withGrades();
      continue;
    }
    if (fields.length !== columns.width) {
      builder.fail(
        line,
        `expected ${columns.width} columns as in the header, found ${fields.length}`,
      );
      continue;
    }
    builder.add(
      line,
      fields[columns.item],
      fields[columns.rater],
      fields[columns.label],
      columns.grade >= 0 ? fields[columns.grade] : undefined,
    );
  }
}
