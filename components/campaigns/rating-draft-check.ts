import type { TStoredJsonSchema } from "@/components/query/read-stored-json";
import { RATING_LABELS } from "@/lib/campaigns/rating-labels";

/** The session storage key of an item's unsent rating (the item's assignment id). */
export const ratingDraftKey = (assignmentId: string) => `rubricate.rating.${assignmentId}`;

/** An unsent rating kept in the tab's session storage. */
export type TRatingDraft = {
  label: (typeof RATING_LABELS)[number] | null;
  justification: string;
  checklist: number[];
  /** Graded campaigns: the chosen grade (the label is derived from it on the server). */
  grade?: number | null;
  /** Graded campaigns with dimensions: the grade per dimension chosen so far. */
  dimensionGrades?: Record<string, number>;
  /**
   * The `updatedAt` of the stored rating this draft started from (null: the item had none), sent
   * as the save's `baseUpdatedAt`, so a label saved since in another tab is not overwritten unseen.
   * Absent in drafts kept before it was recorded: the item's rating as loaded is the base then.
   */
  base?: string | null;
};

const isLabel = (v: unknown): v is TRatingDraft["label"] & string =>
  (RATING_LABELS as readonly unknown[]).includes(v);

/**
 * The shape check of a stored draft, written out rather than with zod so the labelling page
 * loads no zod (≈ 27 KB gzipped): exactly a label (or null), a justification and the ticked
 * requirement indexes, and in graded campaigns a grade (or null) and dimension grades, and the
 * base it started from (a string or null; any other value is dropped); other keys are dropped.
 */
export const ratingDraftCheck: TStoredJsonSchema<TRatingDraft> = {
  safeParse(value) {
    if (typeof value !== "object" || value === null) return { success: false };
    const { label, justification, checklist, grade, dimensionGrades, base } = value as Record<
      string,
      unknown
    >;
    if (label !== null && !isLabel(label)) return { success: false };
    if (typeof justification !== "string") return { success: false };
    if (!Array.isArray(checklist) || !checklist.every((n) => typeof n === "number"))
      return { success: false };
    if (grade !== undefined && grade !== null && typeof grade !== "number")
      return { success: false };
    const dims =
      typeof dimensionGrades === "object" && dimensionGrades !== null
        ? Object.entries(dimensionGrades)
        : [];
    if (dims.some(([, g]) => typeof g !== "number")) return { success: false };
    return {
      success: true,
      data: {
        label,
        justification,
        checklist: [...checklist],
        ...(grade === undefined ? {} : { grade }),
        ...(dims.length > 0
          ? { dimensionGrades: Object.fromEntries(dims) as Record<string, number> }
          : {}),
        ...(base === null || typeof base === "string" ? { base } : {}),
      },
    };
  },
};
