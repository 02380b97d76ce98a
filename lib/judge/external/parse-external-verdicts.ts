import { AppError } from "@/lib/errors/app-error";
import { replaceNulCharacters } from "@/lib/json/replace-nul-characters";
import type { TLineError } from "@/lib/import/schemas";
import { readLines } from "@/lib/import/read-lines";
import { findDeepNesting, MAX_JSON_DEPTH } from "@/lib/json/find-deep-nesting";
import { readCsvRecords } from "@/lib/tables/read-csv-records";
import {
  MAX_EXTERNAL_JUSTIFICATION,
  MAX_EXTERNAL_VERDICTS_BYTES,
  type TImportExternalRun,
} from "./schemas-external";

/** One valid row: its patch id as imported, its run (split value), and its verdict. */
export type TExternalVerdict = {
  line: number;
  item: string;
  group: string | null;
  /** Null: no verdict (don't know mapped to skip, or neither label nor score given). */
  label: "VALID" | "INVALID" | null;
  score: number | null;
  confidence: number | null;
  justification: string;
};

export type TParsedExternalVerdicts = {
  format: "jsonl" | "csv";
  rows: TExternalVerdict[];
  errors: TLineError[];
  /** Data lines read (CSV: after the header), valid or not. */
  totalLines: number;
};

/**
 * Reads an external judge's verdicts (JSONL, or CSV with a header) without touching the
 * database: each row names a patch and gives a label (VALID/INVALID, any case) and/or a numeric
 * score, optionally a justification and a confidence in [0, 1]. A given label is kept as is; else
 * a score becomes a label by the settings (don't-know value first, then score ≥ threshold →
 * VALID); a row whose label and score are both null is kept without a verdict; one with neither
 * field is an error, as is a score with no threshold to read it. Problems with the whole file
 * throw; problems with a row are reported with its line and the row is left out.
 */
export async function parseExternalVerdicts(options: {
  bytes: Uint8Array;
  fileName: string;
  settings: TImportExternalRun;
}): Promise<TParsedExternalVerdicts> {
  const { bytes, fileName, settings } = options;
  if (bytes.length > MAX_EXTERNAL_VERDICTS_BYTES)
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `The file is larger than ${MAX_EXTERNAL_VERDICTS_BYTES / 1024 / 1024} MB.`,
    );
  const format = settings.format ?? detectFormat({ bytes, fileName });
  const records = format === "jsonl" ? await readJsonl(bytes) : readCsv(bytes);
  const rows: TExternalVerdict[] = [];
  const errors: TLineError[] = [...records.errors];
  for (const { line, value } of records.objects) {
    const result = toVerdict({ line, value, settings });
    if ("errors" in result) errors.push(...result.errors);
    else rows.push(result.row);
  }
  if (records.total === 0)
    throw new AppError("INVALID_INPUT", "The file holds no verdict: expected one row per patch.");
  errors.sort((a, b) => a.line - b.line);
  return { format, rows, errors, totalLines: records.total };
}

type TRecords = {
  objects: { line: number; value: Record<string, unknown> }[];
  errors: TLineError[];
  total: number;
};

function detectFormat(options: { bytes: Uint8Array; fileName: string }): "jsonl" | "csv" {
  const name = options.fileName.toLowerCase();
  if (name.endsWith(".csv")) return "csv";
  if (name.endsWith(".jsonl") || name.endsWith(".json") || name.endsWith(".ndjson")) return "jsonl";
  const head = new TextDecoder().decode(options.bytes.subarray(0, 64)).replace(/^\uFEFF/, "");
  return head.trimStart().startsWith("{") ? "jsonl" : "csv";
}

async function readJsonl(bytes: Uint8Array): Promise<TRecords> {
  const out: TRecords = { objects: [], errors: [], total: 0 };
  for await (const raw of readLines({ chunks: [bytes] })) {
    out.total += 1;
    if ("error" in raw) {
      out.errors.push({ line: raw.line, field: "(line)", message: raw.error });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw.text);
      // PostgreSQL cannot store U+0000: kept as ␀, as in dataset imports.
      if (raw.text.includes("\\u0000")) value = replaceNulCharacters({ value });
    } catch (err) {
      out.errors.push({
        line: raw.line,
        field: "(line)",
        message: `invalid JSON: ${(err as Error).message}`,
      });
      continue;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      out.errors.push({ line: raw.line, field: "(line)", message: "expected a JSON object" });
      continue;
    }
    const deep = findDeepNesting({ value });
    if (deep !== null) {
      out.errors.push({
        line: raw.line,
        field: deep,
        message: `nested deeper than ${MAX_JSON_DEPTH} levels`,
      });
      continue;
    }
    out.objects.push({ line: raw.line, value: value as Record<string, unknown> });
  }
  return out;
}

function readCsv(bytes: Uint8Array): TRecords {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new AppError("INVALID_INPUT", "The file is not valid UTF-8; re-save it as UTF-8.");
  }
  const [header, ...data] = readCsvRecords({ text });
  if (!header) return { objects: [], errors: [], total: 0 };
  const names = header.fields.map((f) => f.trim());
  const out: TRecords = { objects: [], errors: [], total: data.length };
  for (const { line, fields } of data) {
    if (fields.length !== names.length) {
      out.errors.push({
        line,
        field: "(line)",
        message: `expected ${names.length} columns as in the header, found ${fields.length}`,
      });
      continue;
    }
    // An empty CSV cell is no value (null), as a JSON null.
    const value = Object.fromEntries(names.map((n, i) => [n, fields[i] === "" ? null : fields[i]]));
    out.objects.push({ line, value });
  }
  return out;
}

function toVerdict(options: {
  line: number;
  value: Record<string, unknown>;
  settings: TImportExternalRun;
}): { row: TExternalVerdict } | { errors: TLineError[] } {
  const { line, value, settings: s } = options;
  const errors: TLineError[] = [];
  const fail = (field: string, message: string) => errors.push({ line, field, message });
  const itemValue = value[s.patchField];
  const item =
    typeof itemValue === "string"
      ? itemValue.trim()
      : typeof itemValue === "number"
        ? `${itemValue}`
        : "";
  if (itemValue === undefined || itemValue === null) fail(s.patchField, "is required");
  else if (!item || item.length > 200) fail(s.patchField, "must be a patch id of 1–200 characters");
  let group: string | null = null;
  if (s.split) {
    const g = value[s.split];
    if (typeof g === "string" && g.trim()) group = g.trim();
    else if (typeof g === "number") group = `${g}`;
    else fail(s.split, "is required to split the file into runs");
  }
  const labelValue = value[s.labelField];
  let label: "VALID" | "INVALID" | null = null;
  if (labelValue !== undefined && labelValue !== null) {
    const upper = typeof labelValue === "string" ? labelValue.trim().toUpperCase() : "";
    if (upper === "VALID" || upper === "INVALID") label = upper;
    else fail(s.labelField, "must be VALID or INVALID (any case)");
  }
  const scoreValue = value[s.scoreField];
  let score: number | null = null;
  if (scoreValue !== undefined && scoreValue !== null) {
    const n = typeof scoreValue === "number" ? scoreValue : Number(String(scoreValue).trim());
    if (typeof scoreValue === "boolean" || !Number.isFinite(n))
      fail(s.scoreField, "must be a number");
    else score = n;
  }
  const confidence = readConfidence(value[s.confidenceField], s.confidenceField, fail);
  const justificationValue = value[s.justificationField];
  const justification =
    justificationValue === undefined || justificationValue === null
      ? ""
      : typeof justificationValue === "string"
        ? justificationValue
        : JSON.stringify(justificationValue);
  if (justification.length > MAX_EXTERNAL_JUSTIFICATION)
    fail(s.justificationField, `longer than ${MAX_EXTERNAL_JUSTIFICATION} characters`);
  if (labelValue === undefined && scoreValue === undefined)
    fail(
      s.labelField,
      `needs a label (field "${s.labelField}") or a score (field "${s.scoreField}")`,
    );
  if (errors.length > 0) return { errors };
  if (label === null && score !== null) {
    if (s.dontKnowScore !== undefined && score === s.dontKnowScore)
      label = s.dontKnowAs === "skip" ? null : s.dontKnowAs!;
    else if (s.threshold === undefined)
      return {
        errors: [
          {
            line,
            field: s.scoreField,
            message: "a score needs a threshold to become a label; set the threshold",
          },
        ],
      };
    else label = score >= s.threshold ? "VALID" : "INVALID";
  }
  return { row: { line, item, group, label, score, confidence, justification } };
}

function readConfidence(
  value: unknown,
  field: string,
  fail: (field: string, message: string) => void,
): number | null {
  if (value === undefined || value === null) return null;
  const n = typeof value === "number" ? value : Number(String(value).trim());
  if (!Number.isFinite(n) || n < 0 || n > 1) {
    fail(field, "must be a number from 0 to 1");
    return null;
  }
  return n;
}
