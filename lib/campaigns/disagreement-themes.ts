import { z } from "zod";

/** Why raters disagreed on a patch: the consensus themes of the paper (§5.2.1), plus "other". */
export const ZDisagreementTheme = z.enum([
  "overlooked_requirements",
  "unnecessary_changes",
  "rubric_ambiguity",
  "correctness_assessment",
  "other",
]);
export type TDisagreementTheme = z.infer<typeof ZDisagreementTheme>;

export const DISAGREEMENT_THEME_LABELS: Record<TDisagreementTheme, string> = {
  overlooked_requirements: "Overlooked requirements",
  unnecessary_changes: "Unnecessary changes",
  rubric_ambiguity: "Rubric ambiguity",
  correctness_assessment: "Correctness assessment",
  other: "Other",
};
