import { z } from "zod";
import { ZActiveMs } from "@/lib/effort/schemas";
import { ZEditTheme } from "./edit-themes";

export const ZRubricFormat = z.enum(["templated", "freeform"]);
export type TRubricFormat = z.infer<typeof ZRubricFormat>;

export const ZDraftEngine = z.enum(["llm", "offline"]);
export type TDraftEngine = z.infer<typeof ZDraftEngine>;

// Twins of the Prisma enums of the rubric tables (lib/transfer's dump schemas check they match).
export const ZRubricStatus = z.enum(["drafting", "editing", "in_review", "returned", "golden"]);
export type TRubricStatus = z.infer<typeof ZRubricStatus>;
export const ZDraftJobStatus = z.enum(["pending", "running", "done", "failed"]);
export const ZRubricVersionKind = z.enum(["draft", "freeform_draft", "edited", "golden"]);
export const ZRubricSource = z.enum(["llm", "offline", "human"]);
export const ZRubricEditType = z.enum(["addition", "deletion", "modification"]);
export const ZReviewDecision = z.enum(["confirmed", "returned"]);

export const MAX_RUBRIC_CHARS = 200_000;

/** Identifies an edit region across saves: its type and its span in the draft. */
export const editKey = (r: { type: string; baseStart: number; baseEnd: number }) =>
  `${r.type}:${r.baseStart}:${r.baseEnd}`;

export const ZEditNote = z.object({
  key: z.string().min(1).max(100),
  justification: z.string().max(4000),
  themes: z.array(ZEditTheme).max(6),
});
export type TEditNote = z.infer<typeof ZEditNote>;

export const ZSaveRubric = z.object({
  baseVersionId: z.string().min(1, "is required"),
  content: z.string().max(MAX_RUBRIC_CHARS, `must be at most ${MAX_RUBRIC_CHARS} characters`),
  notes: z.array(ZEditNote).max(500).default([]),
  /** Active editing time since the previous save (lib/effort; reporting only). */
  activeMs: ZActiveMs,
});
export type TSaveRubric = z.infer<typeof ZSaveRubric>;

export const ZSubmitRubric = z.object({ versionId: z.string().min(1, "is required") });

export const ZReviewRubric = z.object({
  versionId: z.string().min(1, "is required"),
  decision: ZReviewDecision,
  comment: z.string().max(4000).default(""),
  editComments: z
    .array(z.object({ editId: z.string().min(1), comment: z.string().min(1).max(4000) }))
    .max(500)
    .default([]),
  /** Active review time before this decision (lib/effort; reporting only). */
  activeMs: ZActiveMs,
});
export type TReviewRubric = z.infer<typeof ZReviewRubric>;

/** Most bug ids one draft request may name (the largest tested project). */
export const MAX_LISTED_IDS = 100_000;

export const ZRequestDrafts = z
  .object({
    bugIds: z
      .array(z.string().min(1))
      .max(MAX_LISTED_IDS, `at most ${MAX_LISTED_IDS} ids; use allWithoutRubric for more`)
      .optional(),
    /** Every bug of the project that has no rubric of this format yet. */
    allWithoutRubric: z.boolean().default(false),
    format: ZRubricFormat.default("templated"),
    engine: ZDraftEngine.optional(),
    bypassCache: z.boolean().default(false),
  })
  .refine((v) => v.allWithoutRubric || (v.bugIds?.length ?? 0) > 0, {
    message: "name bugIds or set allWithoutRubric",
    path: ["bugIds"],
  });
export type TRequestDrafts = z.infer<typeof ZRequestDrafts>;

/** The parts of a stored rubric's markdown (rubric-template's fields; "other" for text outside them). */
export const ZRubricSection = z.enum([
  "rootCause",
  "requirements",
  "acceptable",
  "unacceptable",
  "other",
]);
export type TRubricSection = z.infer<typeof ZRubricSection>;

/** What rubric lint found: a rubric item that copies the fix, over-constrains or is vague. */
export const ZRubricLintRule = z.enum([
  "copies_fix",
  "superfluous_constraint",
  "vague",
  "missing_section",
  "empty_section",
  "duplicate_item",
]);
export type TRubricLintRule = z.infer<typeof ZRubricLintRule>;

/** One rubric lint warning: the item (its section, 0-based index there, text and 1-based line), the match and the paper's edit theme. */
export const ZRubricLintWarning = z.object({
  rule: ZRubricLintRule,
  theme: ZEditTheme,
  section: ZRubricSection,
  itemIndex: z.number().int().min(0),
  itemText: z.string(),
  line: z.number().int().min(1),
  match: z.string(),
  message: z.string(),
});
export type TRubricLintWarning = z.infer<typeof ZRubricLintWarning>;
