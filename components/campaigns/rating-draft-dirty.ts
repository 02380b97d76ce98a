import { normalizeChecklist, normalizeJustification } from "@/lib/campaigns/normalize-rating-input";
import type { TRatingDraft } from "./rating-draft-check";

/** The rater's saved rating as the item carries it (its label, grades and free parts). */
export type TSavedRating = {
  label: TRatingDraft["label"];
  justification: string;
  checklist: number[];
  grade?: number | null;
  dimensionGrades?: Record<string, number> | null;
};

/** Graded campaigns keep no label in the draft but UNSURE: the server derives it from the grade. */
export const draftLabel = (label: TRatingDraft["label"] | undefined, graded: boolean) =>
  graded && label !== "UNSURE" ? null : (label ?? null);

/** The form's draft showing a saved rating (none: the empty form), based on that rating. */
export function draftFromSaved(options: {
  saved: (TSavedRating & { updatedAt: string }) | null | undefined;
  graded: boolean;
}): TRatingDraft {
  const { saved, graded } = options;
  return {
    label: draftLabel(saved?.label, graded),
    justification: saved?.justification ?? "",
    checklist: saved?.checklist ?? [],
    grade: saved?.grade ?? null,
    dimensionGrades: saved?.dimensionGrades ?? {},
    base: saved?.updatedAt ?? null,
  };
}

const sameGrades = (a: Record<string, number> | undefined, b: Record<string, number> | null) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

/**
 * Whether the draft differs from the saved rating (none: an empty one) in what the server would
 * store: the justification is compared trimmed and the ticked requirements sorted, as
 * submitRating stores them, so a label just saved reads "saved" however it was typed.
 */
export function isRatingDraftDirty(options: {
  draft: TRatingDraft;
  saved: TSavedRating | null | undefined;
  graded: boolean;
}): boolean {
  const { draft, saved, graded } = options;
  if (draft.label !== draftLabel(saved?.label, graded)) return true;
  if (normalizeJustification(draft.justification) !== (saved?.justification ?? "")) return true;
  if (
    normalizeChecklist(draft.checklist).join() !== normalizeChecklist(saved?.checklist ?? []).join()
  )
    return true;
  return (
    graded &&
    ((draft.grade ?? null) !== (saved?.grade ?? null) ||
      !sameGrades(draft.dimensionGrades, saved?.dimensionGrades ?? null))
  );
}
