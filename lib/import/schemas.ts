import { z } from "zod";

export const ZImportKind = z.enum(["bugs", "patches", "swebench", "predictions"]);
export type TImportKind = z.infer<typeof ZImportKind>;
/** ImportJob.status (the Prisma enum ImportStatus). */
export const ZImportStatus = z.enum(["succeeded", "failed"]);
export type TImportStatus = z.infer<typeof ZImportStatus>;

const ZText = z.string();
const ZId = z
  .union([z.string().trim().min(1, "must not be empty"), z.number().int()])
  .transform(String);
const ZOptText = z.string().nullish();

const MAX_TEXT = 1024 * 1024;
const MAX_ORIGINAL_FILES = 200;
const MAX_ORIGINAL_BYTES = 8 * 1024 * 1024;

/** Original contents of the files candidate patches touch: path → text (for fix specifications). */
const ZOriginalFiles = z
  .record(
    z.string().trim().min(1, "a file path must not be empty").max(1000, "a file path is too long"),
    z.string(),
  )
  .refine((files) => Object.keys(files).length <= MAX_ORIGINAL_FILES, {
    message: `at most ${MAX_ORIGINAL_FILES} files`,
  })
  .refine(
    (files) =>
      Object.values(files).reduce((n, t) => n + Buffer.byteLength(t), 0) <= MAX_ORIGINAL_BYTES,
    { message: "the files' contents exceed 8 MB in all" },
  );

/** A test group's outcome with this patch: how many of its tests pass, of how many. */
const ZTestCount = z
  .object({ passed: z.number().int().min(0), total: z.number().int().min(0) })
  .refine((c) => c.passed <= c.total, { message: "passed must not exceed total" });

/** `{bugId, title?, report, bugType?, language?, groundTruthPatch, metadata?, originalFiles?}` plus any extra fields. */
export const ZBugRow = z.looseObject({
  bugId: ZId,
  title: ZOptText,
  /** Some datasets have bugs with no report text (le2019): stored as empty. */
  report: ZText.nullable(),
  bugType: ZOptText,
  language: ZOptText,
  groundTruthPatch: ZText,
  metadata: z.record(z.string(), z.unknown()).nullish(),
  originalFiles: ZOriginalFiles.nullish(),
});

/**
 * `{patchId, bugId, patch, tool?, model?, sample?, passesTests?, failToPass?, passToPass?,
 * testLog?, trajectoryId?, authorLabel?}` plus any extra fields.
 */
/** Words datasets use for an author's verdict (le2019: Correct / Incorrect / Unknown), read case-insensitively. */
const AUTHOR_LABEL_WORDS: Record<string, "VALID" | "INVALID" | null> = {
  valid: "VALID",
  correct: "VALID",
  invalid: "INVALID",
  incorrect: "INVALID",
  unknown: null,
  "": null,
};
const ZAuthorLabel = z.preprocess(
  (v) =>
    typeof v === "string" && v.trim().toLowerCase() in AUTHOR_LABEL_WORDS
      ? AUTHOR_LABEL_WORDS[v.trim().toLowerCase()]
      : v,
  z
    .enum(["VALID", "INVALID"], "must be VALID or INVALID (or Correct, Incorrect, Unknown)")
    .nullish(),
);

export const ZPatchRow = z.looseObject({
  patchId: ZId,
  bugId: ZId,
  patch: ZText,
  tool: ZOptText,
  model: ZOptText,
  sample: z.number().int().min(0).nullish(),
  passesTests: z.boolean().nullish(),
  failToPass: ZTestCount.nullish(),
  passToPass: ZTestCount.nullish(),
  testLog: z.string().max(MAX_TEXT, "must be at most 1 MB").nullish(),
  trajectoryId: ZId.nullish(),
  authorLabel: ZAuthorLabel,
});

/** SWE-bench task rows. */
export const ZSwebenchRow = z.looseObject({
  instance_id: ZId,
  problem_statement: ZText,
  patch: ZText,
});

/** SWE-bench prediction rows. */
export const ZPredictionRow = z.looseObject({
  instance_id: ZId,
  model_name_or_path: z.string().trim().min(1, "must not be empty"),
  model_patch: ZText.nullable(),
});

export type TLineError = { line: number; field: string; message: string };

export type TBugInput = {
  line: number;
  externalId: string;
  title: string | null;
  report: string;
  bugType: string | null;
  language: string | null;
  groundTruthPatch: string;
  metadata: Record<string, unknown>;
  originalFiles: Record<string, string>;
};

export type TPatchInput = {
  line: number;
  externalId: string;
  bugExternalId: string;
  diff: string;
  tool: string | null;
  model: string | null;
  sample: number | null;
  passesTests: boolean | null;
  failToPass: { passed: number; total: number } | null;
  passToPass: { passed: number; total: number } | null;
  testLog: string | null;
  trajectoryId: string | null;
  authorLabel: "VALID" | "INVALID" | null;
  metadata: Record<string, unknown>;
};

/**
 * A run of consecutive lines of an import file, parsed and validated: its valid rows and the
 * errors of its other lines, in line order. `kind` is null until a line held a JSON object;
 * `totalLines` counts the non-blank lines read so far.
 */
export type TImportBatch = {
  kind: TImportKind | null;
  totalLines: number;
  rows: (TBugInput | TPatchInput)[];
  errors: TLineError[];
};

/** Line errors an import report lists; the rest are counted (`errorCount`). */
export const MAX_REPORTED_ERRORS = 1000;

export type TImportReport = {
  kind: TImportKind;
  fileName: string;
  /** Non-empty lines read. */
  totalLines: number;
  validLines: number;
  invalidLines: number;
  /** The first MAX_REPORTED_ERRORS problems, one per line and field, in line order. */
  errors: TLineError[];
  /** Every problem found, reported or not. */
  errorCount: number;
  /** True when anything was written. */
  written: boolean;
  skipInvalid: boolean;
  created: { bugs: number; patches: number; sources: number };
  /** Rows identical to what the project already holds. */
  unchanged: number;
  /** Patch rows whose text equals another patch of the same bug (same content hash). */
  merged: number;
  warnings: string[];
  importJobId: string | null;
};
