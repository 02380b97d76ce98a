import { z } from "zod";

// Twins of the Prisma enums of the study tables (lib/transfer's dump schemas check they match).
export const STUDY_PHASES = ["authoring", "labelling", "closed"] as const;
export const ZStudyPhase = z.enum(STUDY_PHASES);
export type TStudyPhase = z.infer<typeof ZStudyPhase>;
/** own: the rater's self-authored rubric; swap: the rubric of the rater before them (cyclic). */
export const ZStudySetting = z.enum(["own", "swap"]);
export type TStudySetting = z.infer<typeof ZStudySetting>;
export const ZStudyLabel = z.enum(["VALID", "INVALID"]);
export type TStudyLabel = z.infer<typeof ZStudyLabel>;

export const ZCreateStudy = z.object({
  name: z.string().trim().min(1, "is required").max(200),
  /** Raters in order: position i (1-based) uses the rubric of position i − 1 in the swap setting. */
  raterIds: z
    .array(z.string().min(1))
    .min(2, "choose at least two raters")
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, "a rater is listed twice"),
  /** External ids of the bugs whose patches are studied (every patch of each bug). */
  bugIds: z.array(z.string().trim().min(1)).min(1, "choose at least one bug").max(500),
});
export type TCreateStudy = z.infer<typeof ZCreateStudy>;

export const ZChangeStudyPhase = z.object({
  phase: z.enum(["labelling", "closed"]),
  /** Close although raters still owe labels (otherwise a 409 lists them per rater). */
  force: z.boolean().default(false),
});
export type TChangeStudyPhase = z.infer<typeof ZChangeStudyPhase>;

export const ZSaveStudyRubric = z.object({
  content: z.string().max(200_000),
  submit: z.boolean().default(false),
});
export type TSaveStudyRubric = z.infer<typeof ZSaveStudyRubric>;

export const ZSubmitStudyLabel = z.object({
  patchId: z.string().min(1),
  setting: ZStudySetting,
  label: ZStudyLabel,
  justification: z.string().max(20_000).default(""),
});
export type TSubmitStudyLabel = z.infer<typeof ZSubmitStudyLabel>;
