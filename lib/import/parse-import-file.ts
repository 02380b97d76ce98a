import { AppError } from "@/lib/errors/app-error";
import { validateUnifiedDiff } from "@/lib/diff/validate-unified-diff";
import { detectKind } from "./detect-kind";
import { readLines } from "./read-lines";
import type { TBugInput, TImportKind, TLineError, TParsedFile, TPatchInput } from "./schemas";
import { toBugInput, toPatchInput } from "./to-import-rows";

type TJsonLine = { line: number; value: Record<string, unknown> };

/**
 * Parses and validates a JSONL import file without touching the database:
 * UTF-8, JSON, the row schema of its kind, unified diffs, size limits and
 * duplicate ids within the file. Every problem is reported with its line.
 */
export function parseImportFile(options: { bytes: Uint8Array; kind?: TImportKind }): TParsedFile {
  const errors: TLineError[] = [];
  const objects: TJsonLine[] = [];
  const lines = readLines({ bytes: options.bytes });
  for (const raw of lines) {
    if ("error" in raw) {
      errors.push({ line: raw.line, field: "(line)", message: raw.error });
      continue;
    }
    try {
      const value: unknown = JSON.parse(raw.text);
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        errors.push({ line: raw.line, field: "(line)", message: "expected a JSON object" });
      } else {
        objects.push({ line: raw.line, value: value as Record<string, unknown> });
      }
    } catch (err) {
      errors.push({ line: raw.line, field: "(line)", message: `invalid JSON: ${(err as Error).message}` });
    }
  }
  if (lines.length === 0) throw new AppError("INVALID_INPUT", "The file is empty: expected one JSON object per line.");
  if (objects.length === 0) {
    const first = errors[0];
    throw new AppError(
      "INVALID_INPUT",
      `No line holds a JSON object; expected JSONL, one object per line${first ? ` (line ${first.line}: ${first.message})` : ""}.`,
      { errors: errors.slice(0, 100) },
    );
  }
  const kind = options.kind ?? (objects[0] ? detectKind({ sample: objects[0].value }) : null);
  if (!kind) {
    throw new AppError(
      "INVALID_INPUT",
      "Cannot tell what the file holds from its first row; choose the kind (bugs, patches, swebench or predictions).",
    );
  }
  const totalLines = lines.length;
  if (kind === "bugs" || kind === "swebench") {
    const rows = collect<TBugInput>(objects, errors, (o) => toBugInput({ kind, ...o }), (r) => r.groundTruthPatch, "groundTruthPatch", kind === "bugs" ? "bugId" : "instance_id");
    return { kind, target: "bugs", totalLines, rows, errors: sortErrors(errors) };
  }
  const rows = collect<TPatchInput>(objects, errors, (o) => toPatchInput({ kind, ...o }), (r) => r.diff, kind === "patches" ? "patch" : "model_patch", kind === "patches" ? "patchId" : "instance_id");
  return { kind, target: "patches", totalLines, rows, errors: sortErrors(errors) };
}

function collect<T extends { line: number; externalId: string }>(
  objects: TJsonLine[],
  errors: TLineError[],
  convert: (o: TJsonLine) => { row: T } | { errors: TLineError[] },
  diffOf: (row: T) => string,
  diffField: string,
  idField: string,
): T[] {
  const rows: T[] = [];
  const seen = new Map<string, number>();
  for (const o of objects) {
    const result = convert(o);
    if ("errors" in result) {
      errors.push(...result.errors);
      continue;
    }
    const row = result.row;
    const check = validateUnifiedDiff({ text: diffOf(row) });
    if (!check.ok) {
      errors.push({ line: row.line, field: diffField, message: check.reason });
      continue;
    }
    const first = seen.get(row.externalId);
    if (first !== undefined) {
      errors.push({ line: row.line, field: idField, message: `duplicate id "${row.externalId}" (first on line ${first})` });
      continue;
    }
    seen.set(row.externalId, row.line);
    rows.push(row);
  }
  return rows;
}

function sortErrors(errors: TLineError[]): TLineError[] {
  return errors.sort((a, b) => a.line - b.line);
}
