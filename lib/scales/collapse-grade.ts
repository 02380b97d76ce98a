import { AppError } from "@/lib/errors/app-error";
import type { TRatingScale } from "./schemas";

/** The binary collapse of a grade: VALID at or above the scale's `validFrom`, else INVALID. */
export function collapseGrade(options: {
  scale: Pick<TRatingScale, "grades" | "validFrom">;
  grade: number;
}): "VALID" | "INVALID" {
  const { scale, grade } = options;
  if (!Number.isInteger(grade) || grade < 1 || grade > scale.grades.length)
    throw new AppError(
      "INVALID_INPUT",
      `Grade ${grade} is not on this scale (1 to ${scale.grades.length}).`,
    );
  return grade >= scale.validFrom ? "VALID" : "INVALID";
}
