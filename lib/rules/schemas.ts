import { z } from "zod";

/** Most rules a version may hold: the rule of minimalism asks for a short list. */
export const MAX_RULES = 20;
export const MAX_RULE_LENGTH = 500;
export const MAX_NOTE_LENGTH = 500;
/** The prompt file that carries the rules into a judge prompt (prompts/project-rules.v1.md). */
export const PROJECT_RULES_PROMPT = "project-rules.v1";

/** The label a rule points to when it applies (optional). */
export const ZRuleVerdict = z.enum(["VALID", "INVALID"]);
export type TRuleVerdict = z.infer<typeof ZRuleVerdict>;

export const ZProjectRule = z.object({
  text: z
    .string()
    .trim()
    .min(1, "is required")
    .max(MAX_RULE_LENGTH, `at most ${MAX_RULE_LENGTH} characters`)
    .refine((t) => !t.includes("\n"), "must be one line"),
  verdict: ZRuleVerdict.nullable().default(null),
});
export type TProjectRule = z.output<typeof ZProjectRule>;

/** POST /api/projects/[slug]/rules: the next version's whole list (never an edit of an old one). */
export const ZSaveProjectRules = z.object({
  rules: z
    .array(ZProjectRule)
    .min(1, "needs at least one rule")
    .max(MAX_RULES, `at most ${MAX_RULES} rules`),
  note: z.string().trim().max(MAX_NOTE_LENGTH, `at most ${MAX_NOTE_LENGTH} characters`).default(""),
  /**
   * The version the editor started from (0: none yet). When another version was saved since,
   * the save is refused (409) instead of silently replacing it.
   */
  baseVersion: z.number().int().min(0).optional(),
});
export type TSaveProjectRules = z.output<typeof ZSaveProjectRules>;

/**
 * A judge configuration's use of the rules: "none", "current" (the newest version when a run
 * starts) or a pinned version number ("3").
 */
export const ZRulesSetting = z
  .string()
  .trim()
  .regex(/^(none|current|[1-9]\d{0,8})$/, 'must be "none", "current" or a version number')
  .default("none");
export type TRulesSetting = z.output<typeof ZRulesSetting>;

/** One stored version as the API and the pages read it. */
export type TRuleSetVersion = {
  id: string;
  version: number;
  rules: TProjectRule[];
  note: string;
  createdAt: Date;
  createdBy: { id: string; name: string } | null;
};
