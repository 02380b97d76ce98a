import { collapseGrade } from "@/lib/scales/collapse-grade";
import type { TRatingScale } from "@/lib/scales/schemas";
import type { TJudgeLabel } from "../schemas";

export type TJudgeGrade = {
  /** What is stored as the verdict's label: always the grade's binary collapse. */
  label: TJudgeLabel;
  grade: number;
  /** JSON { key: grade } of the scale's dimensions the model graded, or null without any. */
  dimensionGrades: string | null;
  /** The model's own label when it contradicted its grade (it is overridden), else null. */
  modelLabel: TJudgeLabel | null;
};

/**
 * The grade of a graded configuration's answer (issue 34): the label stored is collapseGrade of
 * the grade, never the model's; a model label that contradicts its grade is overridden and kept
 * in `modelLabel` (JudgeResult.modelLabel: counted and shown as "label overridden"). Dimension
 * grades are kept for the scale's dimension keys only. Pure; throws on a grade off the scale.
 */
export function readJudgeGrade(options: {
  scale: TRatingScale;
  answer: { label: TJudgeLabel; grade: number; dimensionGrades?: Record<string, number> };
}): TJudgeGrade {
  const { scale, answer } = options;
  const label = collapseGrade({ scale, grade: answer.grade });
  const given = answer.dimensionGrades ?? {};
  const kept = scale.dimensions.flatMap((d) => {
    const g = given[d.key];
    return typeof g === "number" && Number.isInteger(g) && g >= 1 && g <= scale.grades.length
      ? [[d.key, g] as const]
      : [];
  });
  return {
    label,
    grade: answer.grade,
    dimensionGrades: kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null,
    modelLabel: answer.label === label ? null : answer.label,
  };
}
