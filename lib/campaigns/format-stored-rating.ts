import type { Prisma } from "@/lib/db/client";
import { parseDimensionGrades } from "@/lib/scales/parse-dimension-grades";
import { parseChecklist } from "./parse-checklist";
import { ZRatingLabel } from "./schemas";

/** The columns of a rater's own rating that the rating form shows (`formatStoredRating`'s input). */
export const STORED_RATING_SELECT = {
  label: true,
  grade: true,
  dimensionGrades: true,
  justification: true,
  checklist: true,
  timeSpentMs: true,
  updatedAt: true,
} as const satisfies Prisma.RatingSelect;
type TStoredRating = Prisma.RatingGetPayload<{ select: typeof STORED_RATING_SELECT }>;

/**
 * A rater's own stored rating as the rating form reads it: the label checked, the checklist and
 * the dimension grades parsed from their stored text. Used for the item's `myRating` and for the
 * rating a stale save ran into (409 `rating-changed`), so both show the same thing.
 */
export function formatStoredRating(options: { rating: TStoredRating }) {
  const { rating } = options;
  return {
    ...rating,
    // A rating of an assignment was given in the rating form, never imported.
    label: ZRatingLabel.parse(rating.label),
    checklist: parseChecklist({ text: rating.checklist }),
    dimensionGrades: parseDimensionGrades({ stored: rating.dimensionGrades }),
  };
}
