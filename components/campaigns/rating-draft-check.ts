import type { TStoredJsonSchema } from "@/components/query/read-stored-json";
import { RATING_LABELS } from "@/lib/campaigns/rating-labels";

/** An unsent rating kept in the tab's session storage. */
export type TRatingDraft = {
  label: (typeof RATING_LABELS)[number] | null;
  justification: string;
  checklist: number[];
};

const isLabel = (v: unknown): v is TRatingDraft["label"] & string =>
  (RATING_LABELS as readonly unknown[]).includes(v);

/**
 * The shape check of a stored draft, written out rather than with zod so the labelling page
 * loads no zod (≈ 27 KB gzipped): exactly a label (or null), a justification and the ticked
 * requirement indexes; other keys are dropped.
 */
export const ratingDraftCheck: TStoredJsonSchema<TRatingDraft> = {
  safeParse(value) {
    if (typeof value !== "object" || value === null) return { success: false };
    const { label, justification, checklist } = value as Record<string, unknown>;
    if (label !== null && !isLabel(label)) return { success: false };
    if (typeof justification !== "string") return { success: false };
    if (!Array.isArray(checklist) || !checklist.every((n) => typeof n === "number"))
      return { success: false };
    return { success: true, data: { label, justification, checklist: [...checklist] } };
  },
};
