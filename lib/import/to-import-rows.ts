import { crashBugType } from "./crash-bug-type";
import { ZBugRow, ZPatchRow, ZPredictionRow, ZSwebenchRow } from "./schemas";
import type { TBugInput, TImportKind, TLineError, TPatchInput } from "./schemas";
import { zodLineErrors } from "./zod-line-errors";

type TResult<T> = { row: T } | { errors: TLineError[] };

function extras(obj: Record<string, unknown>, known: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !known.includes(k)));
}

const BUG_KEYS = [
  "bugId",
  "title",
  "report",
  "bugType",
  "language",
  "groundTruthPatch",
  "metadata",
  "originalFiles",
] as const;
const PATCH_KEYS = [
  "patchId",
  "bugId",
  "patch",
  "tool",
  "model",
  "sample",
  "passesTests",
  "failToPass",
  "passToPass",
  "testLog",
  "trajectoryId",
  "authorLabel",
] as const;
const NO_TESTS = {
  failToPass: null,
  passToPass: null,
  testLog: null,
  trajectoryId: null,
  authorLabel: null,
} as const;

function firstLine(text: string): string | null {
  const line = text.trim().split("\n")[0]?.trim() ?? "";
  return line === "" ? null : line.slice(0, 160);
}

/** Validates one parsed JSON object of `kind` and maps it to a bug input. */
export function toBugInput(options: {
  kind: "bugs" | "swebench";
  line: number;
  value: unknown;
}): TResult<TBugInput> {
  const { kind, line, value } = options;
  if (kind === "bugs") {
    const parsed = ZBugRow.safeParse(value);
    if (!parsed.success) return { errors: zodLineErrors({ line, error: parsed.error, value }) };
    const r = parsed.data;
    return {
      row: {
        line,
        externalId: r.bugId,
        title: r.title ?? null,
        report: r.report ?? "",
        // Fuzzing data sets (ARVO) name the kind of bug as a crash class.
        bugType: r.bugType ?? crashBugType({ row: r }),
        language: r.language ?? null,
        groundTruthPatch: r.groundTruthPatch,
        metadata: { ...extras(r, BUG_KEYS), ...(r.metadata ?? {}) },
        originalFiles: r.originalFiles ?? {},
      },
    };
  }
  const parsed = ZSwebenchRow.safeParse(value);
  if (!parsed.success) return { errors: zodLineErrors({ line, error: parsed.error, value }) };
  const r = parsed.data;
  return {
    row: {
      line,
      externalId: r.instance_id,
      title: firstLine(r.problem_statement),
      report: r.problem_statement,
      bugType: null,
      language: null,
      groundTruthPatch: r.patch,
      metadata: extras(r, ["instance_id", "problem_statement", "patch"]),
      originalFiles: {},
    },
  };
}

/** Validates one parsed JSON object of `kind` and maps it to a patch input. */
export function toPatchInput(options: {
  kind: "patches" | "predictions";
  line: number;
  value: unknown;
}): TResult<TPatchInput> {
  const { kind, line, value } = options;
  if (kind === "patches") {
    const parsed = ZPatchRow.safeParse(value);
    if (!parsed.success) return { errors: zodLineErrors({ line, error: parsed.error, value }) };
    const r = parsed.data;
    return {
      row: {
        line,
        externalId: r.patchId,
        bugExternalId: r.bugId,
        diff: r.patch,
        tool: r.tool ?? null,
        model: r.model ?? null,
        sample: r.sample ?? null,
        passesTests: r.passesTests ?? null,
        failToPass: r.failToPass ?? null,
        passToPass: r.passToPass ?? null,
        testLog: r.testLog ?? null,
        trajectoryId: r.trajectoryId ?? null,
        authorLabel: r.authorLabel ?? null,
        metadata: extras(r, PATCH_KEYS),
      },
    };
  }
  const parsed = ZPredictionRow.safeParse(value);
  if (!parsed.success) return { errors: zodLineErrors({ line, error: parsed.error, value }) };
  const r = parsed.data;
  return {
    row: {
      line,
      externalId: `${r.instance_id}:${r.model_name_or_path}`,
      bugExternalId: r.instance_id,
      diff: r.model_patch ?? "",
      tool: null,
      model: r.model_name_or_path,
      sample: null,
      passesTests: null,
      ...NO_TESTS,
      metadata: extras(r, ["instance_id", "model_name_or_path", "model_patch"]),
    },
  };
}

export type { TImportKind };
