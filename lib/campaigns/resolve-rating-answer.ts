import { AppError } from "@/lib/errors/app-error";
import { collapseGrade } from "@/lib/scales/collapse-grade";
import type { TDimensionGrades, TRatingScale } from "@/lib/scales/schemas";
import type { TRatingLabel, TSubmitRating } from "./schemas";

export type TRatingAnswer = {
  label: TRatingLabel;
  grade: number | null;
  dimensionGrades: TDimensionGrades | null;
};

const bad = (message: string) => new AppError("INVALID_INPUT", message);

/**
 * The stored answer of one submitted rating (pure). Binary campaigns: the label, and no grade.
 * Graded campaigns (paper 001 §8): the grade and, when the scale has dimensions, a grade for each
 * of them (all required, no others); the label is the grade's binary collapse, so a label sent
 * with a grade must be that collapse. UNSURE (when the campaign allows it) carries no grade.
 * Every refusal names the field.
 */
export function resolveRatingAnswer(options: {
  scale: TRatingScale | null;
  allowUnsure: boolean;
  input: Pick<TSubmitRating, "label" | "grade" | "dimensionGrades">;
}): TRatingAnswer {
  const { scale, allowUnsure, input } = options;
  if (input.label === "UNSURE" && !allowUnsure)
    throw bad(
      `label: UNSURE is not allowed in this campaign; choose ${scale ? "a grade" : "VALID or INVALID"}.`,
    );
  if (!scale) {
    if (input.grade !== undefined) throw bad("grade: this campaign is binary; send a label.");
    if (input.dimensionGrades !== undefined)
      throw bad("dimensionGrades: this campaign is binary; send a label.");
    if (!input.label) throw bad("label: is required (VALID or INVALID).");
    return { label: input.label, grade: null, dimensionGrades: null };
  }
  const n = scale.grades.length;
  if (input.label === "UNSURE") {
    if (input.grade !== undefined) throw bad("grade: an UNSURE answer has no grade.");
    if (input.dimensionGrades !== undefined && Object.keys(input.dimensionGrades).length > 0)
      throw bad("dimensionGrades: an UNSURE answer has no dimension grades.");
    return { label: "UNSURE", grade: null, dimensionGrades: null };
  }
  if (input.grade === undefined)
    throw bad(`grade: is required (1 to ${n}${allowUnsure ? ", or label UNSURE" : ""}).`);
  if (input.grade > n) throw bad(`grade: ${input.grade} is not on this scale (1 to ${n}).`);
  const label = collapseGrade({ scale, grade: input.grade });
  if (input.label !== undefined && input.label !== label)
    throw bad(
      `label: grade ${input.grade} collapses to ${label}, not ${input.label}; send the grade alone.`,
    );
  const given = input.dimensionGrades ?? {};
  const keys = scale.dimensions.map((d) => d.key);
  const extra = Object.keys(given).find((k) => !keys.includes(k));
  if (extra !== undefined)
    throw bad(
      `dimensionGrades.${extra}: not a dimension of this scale (${keys.join(", ") || "none"}).`,
    );
  const dimensionGrades: TDimensionGrades = {};
  for (const key of keys) {
    const g = given[key];
    if (g === undefined) throw bad(`dimensionGrades.${key}: is required (1 to ${n}).`);
    if (g > n) throw bad(`dimensionGrades.${key}: ${g} is not on this scale (1 to ${n}).`);
    dimensionGrades[key] = g;
  }
  return { label, grade: input.grade, dimensionGrades: keys.length ? dimensionGrades : null };
}
