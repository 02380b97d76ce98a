import { z } from "zod";

/** Why a draft rubric was edited: the five themes of the paper's thematic analysis (§5.1.3), plus "other". */
export const ZEditTheme = z.enum([
  "superfluous_constraints",
  "overfitting",
  "llm_error",
  "scope",
  "standardization",
  "other",
]);
export type TEditTheme = z.infer<typeof ZEditTheme>;

/** Display labels for edit themes, in the paper's wording. */
export const EDIT_THEME_LABELS: Record<TEditTheme, string> = {
  superfluous_constraints: "Removing superfluous constraints",
  overfitting: "Reducing overfitting to the ground truth",
  llm_error: "Correcting LLM errors and hallucinations",
  scope: "Refining scope and expectations",
  standardization: "Standardization",
  other: "Other",
};
