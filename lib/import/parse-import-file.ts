import { AppError } from "@/lib/errors/app-error";
import { validateUnifiedDiff } from "@/lib/diff/validate-unified-diff";
import { findDeepNesting, MAX_JSON_DEPTH } from "@/lib/json/find-deep-nesting";
import { replaceNulCharacters } from "@/lib/json/replace-nul-characters";
import { detectKind } from "./detect-kind";
import { readLines } from "./read-lines";
import type { TBugInput, TImportBatch, TImportKind, TLineError, TPatchInput } from "./schemas";
import { toBugInput, toPatchInput } from "./to-import-rows";

/** Lines per batch: what one round of lookups and inserts handles. */
export const IMPORT_BATCH_LINES = 2000;

type TConverted = { row: TBugInput | TPatchInput } | { errors: TLineError[] };

/**
 * Reads, parses and validates a JSONL import file as it streams in, without touching the
 * database: UTF-8, JSON (nesting at most MAX_JSON_DEPTH), the row schema of its kind, unified
 * diffs, size limits and duplicate ids within the file. Yields batches of valid rows and line
 * errors in line order; only the current batch and the ids seen so far are held. A file that
 * is empty, holds no JSON object or whose kind cannot be told throws (422).
 */
export async function* parseImportFile(options: {
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  kind?: TImportKind;
  batchLines?: number;
}): AsyncGenerator<TImportBatch> {
  const batchLines = options.batchLines ?? IMPORT_BATCH_LINES;
  let kind: TImportKind | null = options.kind ?? null;
  const seen = new Map<string, number>();
  const early: TLineError[] = [];
  let totalLines = 0;
  let objects = 0;
  let batch: { rows: (TBugInput | TPatchInput)[]; errors: TLineError[]; lines: number } = {
    rows: [],
    errors: [],
    lines: 0,
  };

  const flush = (): TImportBatch => {
    const out = { kind, totalLines, rows: batch.rows, errors: batch.errors } as TImportBatch;
    batch = { rows: [], errors: [], lines: 0 };
    return out;
  };
  const fail = (error: TLineError) => {
    batch.errors.push(error);
    if (early.length < 100) early.push(error);
  };

  for await (const raw of readLines({ chunks: options.chunks })) {
    totalLines += 1;
    batch.lines += 1;
    if ("error" in raw) fail({ line: raw.line, field: "(line)", message: raw.error });
    else {
      const value = parseLine(raw.line, raw.text);
      if ("error" in value) fail(value.error);
      else {
        objects += 1;
        if (kind === null) {
          kind = detectKind({ sample: value.object });
          if (!kind)
            throw new AppError(
              "INVALID_INPUT",
              "Cannot tell what the file holds from its first row; choose the kind (bugs, patches, swebench or predictions).",
            );
        }
        const result = convert(kind, raw.line, value.object, seen);
        if ("errors" in result) batch.errors.push(...result.errors);
        else batch.rows.push(result.row);
      }
    }
    if (batch.lines >= batchLines) yield flush();
  }
  if (totalLines === 0)
    throw new AppError("INVALID_INPUT", "The file is empty: expected one JSON object per line.");
  if (objects === 0) {
    const first = early[0];
    throw new AppError(
      "INVALID_INPUT",
      `No line holds a JSON object; expected JSONL, one object per line${first ? ` (line ${first.line}: ${first.message})` : ""}.`,
      { errors: early },
    );
  }
  yield flush();
}

function parseLine(
  line: number,
  text: string,
): { object: Record<string, unknown> } | { error: TLineError } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { error: { line, field: "(line)", message: `invalid JSON: ${(err as Error).message}` } };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return { error: { line, field: "(line)", message: "expected a JSON object" } };
  const deep = findDeepNesting({ value });
  if (deep !== null)
    return { error: { line, field: deep, message: `nested deeper than ${MAX_JSON_DEPTH} levels` } };
  // JSON can only carry a NUL escaped, so text without "\u0000" has none to replace.
  const object = value as Record<string, unknown>;
  return { object: text.includes("\\u0000") ? replaceNulCharacters({ value: object }) : object };
}

function convert(
  kind: TImportKind,
  line: number,
  value: Record<string, unknown>,
  seen: Map<string, number>,
): TConverted {
  const bugs = kind === "bugs" || kind === "swebench";
  const result = bugs ? toBugInput({ kind, line, value }) : toPatchInput({ kind, line, value });
  if ("errors" in result) return result;
  const row = result.row;
  const check = validateUnifiedDiff({
    text: "groundTruthPatch" in row ? row.groundTruthPatch : row.diff,
  });
  const diffField = bugs ? "groundTruthPatch" : kind === "patches" ? "patch" : "model_patch";
  if (!check.ok) return { errors: [{ line, field: diffField, message: check.reason }] };
  const first = seen.get(row.externalId);
  if (first !== undefined) {
    const idField = kind === "bugs" ? "bugId" : kind === "patches" ? "patchId" : "instance_id";
    return {
      errors: [
        {
          line,
          field: idField,
          message: `duplicate id "${row.externalId}" (first on line ${first})`,
        },
      ],
    };
  }
  seen.set(row.externalId, line);
  return { row };
}
