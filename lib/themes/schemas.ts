import { z } from "zod";

/**
 * The rejection themes of paper 001 §7 (the LLM judge's INVALID justifications clustered), in
 * the paper's order, plus "other" for a justification that fits none of them.
 */
export const REJECTION_THEMES = [
  "violating_rubric_requirements",
  "not_addressing_root_cause",
  "incomplete_implementation",
  "introducing_new_issues",
  "other",
] as const;
export const ZRejectionTheme = z.enum(REJECTION_THEMES);
export type TRejectionTheme = z.infer<typeof ZRejectionTheme>;

/** The paper's name, definition and share of its 219 INVALID verdicts (null for "other"). */
export const THEME_INFO: Record<
  TRejectionTheme,
  { name: string; paperShare: number | null; definition: string }
> = {
  violating_rubric_requirements: {
    name: "Violating Specified Requirements in Rubric",
    paperShare: 0.606,
    definition:
      "The patch fails to adhere to guidelines, best practices or architectural patterns the rubric specifies (coding style, design principles, memory management such as RAII/smart pointers vs. manual new/delete, solution scope such as test-only vs. production changes, idioms, performance, robustness, consistency). It may fix the bug functionally, but in a way the rubric explicitly disallows.",
  },
  not_addressing_root_cause: {
    name: "Not Addressing Root Cause",
    paperShare: 0.266,
    definition:
      "The patch masks the symptom, provides a superficial workaround, misidentifies the problem, or applies a fix in an incorrect or irrelevant location (e.g. sanitizer errors suppressed instead of fixing the undefined behaviour, production code changed to work around a test data issue).",
  },
  incomplete_implementation: {
    name: "Incomplete Implementation",
    paperShare: 0.073,
    definition:
      "The patch does not fully address the scope of the problem: it leaves other parts of the same problem unresolved, fails to apply the fix to all affected instances or tests, or overlooks necessary related changes (e.g. missing dependencies, header includes).",
  },
  introducing_new_issues: {
    name: "Introducing New Issues",
    paperShare: 0.055,
    definition:
      "The patch inadvertently introduces new problems, regressions or vulnerabilities: compilation errors, linking errors, new logical bugs, performance regressions, or an unstable state.",
  },
  other: {
    name: "Other",
    paperShare: null,
    definition: "The justification fits none of the themes above.",
  },
};

/** How a run's rejections were classified: an LLM, or the keyword-based offline classifier. */
export const ZThemeSource = z.enum(["llm", "offline"]);
export type TThemeSource = z.infer<typeof ZThemeSource>;

/** The classifier recorded on offline rows (LLM rows record provider:model). */
export const OFFLINE_THEME_CLASSIFIER = "offline-keywords";

/** The structured answer the prompt asks for, one per justification. */
export const ZThemeAnswer = z.object({
  theme: ZRejectionTheme,
  rationale: z.string(),
});
export type TThemeAnswer = z.infer<typeof ZThemeAnswer>;

/** POST …/themes body: `offline` forces the keyword classifier even when an LLM is configured. */
export const ZClassifyThemes = z.object({ offline: z.boolean().default(false) });
export type TClassifyThemes = z.infer<typeof ZClassifyThemes>;

/** One theme's line in a run's summary. */
export const ZThemeRow = z.object({
  theme: ZRejectionTheme,
  name: z.string(),
  definition: z.string(),
  paperShare: z.number().nullable(),
  count: z.number().int(),
  /** count / classified INVALID verdicts, in [0, 1]. */
  share: z.number(),
  /** The share in percent, one decimal, rounded so the themes sum to exactly 100 (or all 0). */
  percent: z.number(),
  examples: z.array(z.object({ patch: z.string(), sample: z.number().int(), text: z.string() })),
});
export type TThemeRow = z.infer<typeof ZThemeRow>;

/** A run's rejection themes, as the API, page and CLI show them. */
export const ZRejectionThemesView = z.object({
  runId: z.string(),
  /** INVALID verdicts (results) of the run. */
  invalid: z.number().int(),
  /** Of those, how many have a stored theme. */
  classified: z.number().int(),
  /** llm / offline, or null before the first classification. */
  source: ZThemeSource.nullable(),
  classifier: z.string().nullable(),
  classifiedAt: z.string().nullable(),
  themes: z.array(ZThemeRow),
  /**
   * Patches of the run left out of every count and example because the viewer is still labelling
   * them (raters stay blind: lib/campaigns list-blinded-patch-ids).
   */
  hidden: z.number().int(),
  /** internal: this project's judge wrote the justifications | external: an imported tool did. */
  origin: z.enum(["internal", "external"]),
  /** What the justifications are when it is not obvious (an imported run's), else null. */
  note: z.string().nullable(),
});
export type TRejectionThemesView = z.infer<typeof ZRejectionThemesView>;

/**
 * Why a no-LLM baseline run has no rejection themes: the themes (paper 001 §7) sort the reasons a
 * judge that read a rubric gave, and a baseline's "justification" is a generated score sentence.
 */
export const BASELINE_THEMES_REASON =
  "Rejection themes need a judge that reads a rubric: this is a no-LLM baseline run. Its justifications are generated similarity sentences (“No-LLM baseline: similarity … to the developer fix”), not reasons to sort into the paper's themes.";

/** The note on an imported (external) run's themes: whose justifications they sort. */
export const externalThemesNote = (source: string | null) =>
  `Imported run: these are the justifications of the imported tool${source ? ` (${source})` : ""}, not of a judge of this project; the themes sort what that tool wrote.`;

/** POST …/themes answer. */
export const ZClassifyThemesResult = z.object({
  classified: z.number().int(),
  source: ZThemeSource,
  classifier: z.string(),
  /** LLM answers served from lib/llm's cache. */
  cached: z.number().int(),
});
export type TClassifyThemesResult = z.infer<typeof ZClassifyThemesResult>;
