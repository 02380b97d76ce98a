import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import type { TJudgeLabel } from "../schemas";
import { readJudgeGrade, type TJudgeGrade } from "./read-judge-grade";

/**
 * A structured answer's grade for a graded configuration (config.scale set: readJudgeGrade), or
 * null for a binary one. Online and batch verdicts both read their answers through it. Pure.
 */
export function readGradedAnswer(options: {
  config: { scale?: string | null };
  answer: { label: TJudgeLabel };
}): TJudgeGrade | null {
  const scale = parseRatingScale({ stored: options.config.scale ?? null });
  if (!scale) return null;
  const answer = options.answer as {
    label: TJudgeLabel;
    grade: number;
    dimensionGrades?: Record<string, number>;
  };
  return readJudgeGrade({ scale, answer });
}
