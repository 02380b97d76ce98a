import { z } from "zod";

/**
 * The alignment view's query (`GET /api/projects/:slug/judge/alignment`, `rubricate alignment`):
 * which configuration (by name; default the newest configuration), which campaign's consensus
 * (default the newest revealed campaign) and which configuration version's disagreements and
 * rubric table to show (default the newest version with a completed run).
 */
export const ZAlignmentQuery = z.object({
  config: z.string().trim().min(1, "must not be empty").max(200).optional(),
  campaignId: z.string().trim().min(1, "must not be empty").max(200).optional(),
  version: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .optional(),
});
export type TAlignmentQuery = z.infer<typeof ZAlignmentQuery>;

/** Re-score: a new run of one configuration version on the patches a campaign has a consensus for. */
export const ZRescoreAlignment = z.object({
  configId: z.string().trim().min(1, "is required"),
  campaignId: z.string().trim().min(1, "is required"),
  concurrency: z.coerce
    .number()
    .int()
    .min(1, "must be at least 1")
    .max(64, "at most 64")
    .default(8),
});
export type TRescoreAlignment = z.infer<typeof ZRescoreAlignment>;
