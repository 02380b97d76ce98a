/**
 * The labels a rater can give, without zod: the labelling page's client code checks its saved
 * drafts against these with zod/mini and keeps classic zod (≈ 90 KB gzipped) off the page.
 */
export const RATING_LABELS = ["VALID", "INVALID", "UNSURE"] as const;
