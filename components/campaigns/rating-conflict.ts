import type { TRatingConflict } from "@/lib/campaigns/campaigns-api.types";
import { RATING_LABELS } from "@/lib/campaigns/rating-labels";
import { ApiError } from "@/components/query/fetch-json";

/** The rating stored now, as a refused save's conflict carries it. */
export type TStoredRating = TRatingConflict["current"];

const isNumberRecord = (v: unknown): v is Record<string, number> =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((g) => typeof g === "number");

/**
 * The stored rating a save was refused for (409, `details.reason` "rating-changed": the label was
 * saved again, or first, in another tab since the form's base), or null for any other error.
 * Checked by hand rather than with zod, which the labelling page does not load.
 */
export function readRatingConflict(error: unknown): TStoredRating | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as { reason?: unknown; current?: unknown } | null | undefined;
  if (details?.reason !== "rating-changed") return null;
  const c = details.current as Record<string, unknown> | null | undefined;
  if (typeof c !== "object" || c === null) return null;
  const { label, grade, dimensionGrades, justification, checklist, updatedAt } = c;
  if (!(RATING_LABELS as readonly unknown[]).includes(label)) return null;
  if (grade !== null && typeof grade !== "number") return null;
  if (dimensionGrades !== null && !isNumberRecord(dimensionGrades)) return null;
  if (typeof justification !== "string" || typeof updatedAt !== "string") return null;
  if (!Array.isArray(checklist) || !checklist.every((n) => typeof n === "number")) return null;
  return {
    label: label as TStoredRating["label"],
    grade,
    dimensionGrades,
    justification,
    checklist: [...(checklist as number[])],
    updatedAt,
  };
}
