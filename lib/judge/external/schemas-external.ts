import { z } from "zod";

/** JudgeConfig.provider and .reference of a run whose verdicts were imported, not judged here. */
export const EXTERNAL_PROVIDER = "external";
export const EXTERNAL_REFERENCE = "external";
/** Largest verdicts file accepted, in bytes (20 MB). */
export const MAX_EXTERNAL_VERDICTS_BYTES = 20 * 1024 * 1024;
/** Most runs one import may make with `split` unless `maxRuns` says more. */
export const DEFAULT_MAX_EXTERNAL_RUNS = 50;
/** Longest justification kept, in characters. */
export const MAX_EXTERNAL_JUSTIFICATION = 100_000;

const ZOptionalNumber = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.coerce.number().refine(Number.isFinite, "must be a finite number").optional(),
);
const ZOptionalText = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string().trim().min(1).max(100).optional(),
);
const ZFieldName = (fallback: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? fallback : v),
    z.string().trim().min(1).max(100),
  );

/**
 * How an external system's verdicts are imported as judge runs (`rubricate judge import`, the
 * judge page's import form): the run's name, model and source; the file's format (by default
 * from its name or first character); the fields read; how a score becomes a label (score ≥
 * `threshold` → VALID; a score equal to `dontKnowScore`, e.g. 50, becomes `dontKnowAs`, or no
 * verdict with "skip"); and `split`, a field whose values make one run each (e.g. `strategy`).
 */
export const ZImportExternalRun = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "is required")
      .max(80)
      .regex(/^[\w .:-]+$/, "letters, digits, spaces and . _ : - only"),
    model: z.string().trim().min(1, "is required").max(200),
    source: z.string().trim().max(500).default(""),
    campaignId: ZOptionalText,
    format: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(["jsonl", "csv"]).optional(),
    ),
    threshold: ZOptionalNumber,
    dontKnowScore: ZOptionalNumber,
    dontKnowAs: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(["VALID", "INVALID", "skip"]).optional(),
    ),
    patchField: ZFieldName("patchId"),
    labelField: ZFieldName("label"),
    scoreField: ZFieldName("score"),
    justificationField: ZFieldName("justification"),
    confidenceField: ZFieldName("confidence"),
    split: ZOptionalText,
    /** Most runs one `split` may make (a field with a value per row would make one per row). */
    maxRuns: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MAX_EXTERNAL_RUNS),
    ),
  })
  .superRefine((s, ctx) => {
    if ((s.dontKnowScore === undefined) !== (s.dontKnowAs === undefined))
      ctx.addIssue({
        code: "custom",
        path: [s.dontKnowScore === undefined ? "dontKnowScore" : "dontKnowAs"],
        message: "give both the don't-know score and what it becomes (VALID, INVALID or skip)",
      });
  });
export type TImportExternalRun = z.output<typeof ZImportExternalRun>;

/** What JudgeRun.scoreRule records for an external run: how its file was read. */
export type TExternalScoreRule = {
  format: "jsonl" | "csv";
  fileName: string;
  threshold: number | null;
  dontKnow: { score: number; as: "VALID" | "INVALID" | "skip" } | null;
  fields: {
    patch: string;
    label: string;
    score: string;
    justification: string;
    confidence: string;
  };
  split: { field: string; value: string } | null;
  /** Rows left without a verdict (don't know → skip, or neither label nor score). */
  abstained: number;
  /** fingerprint-external-run of the verdicts and settings: a re-import of them is unchanged. */
  fingerprint?: string;
};
