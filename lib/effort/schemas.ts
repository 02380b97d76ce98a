import { z } from "zod";

/** The browser stops counting this long after the last key, click, pointer move or scroll. */
export const IDLE_CUTOFF_MS = 60_000;
/** Most active time one save may report: a tab left open overnight is not work. */
export const MAX_ACTIVE_MS = 4 * 60 * 60 * 1000;

/**
 * Active time (ms) a browser reports with a save, a review decision or a rating: a whole,
 * non-negative number, capped at MAX_ACTIVE_MS. Only ever reported, never used to decide anything.
 */
export const ZActiveMs = z
  .number()
  .int()
  .min(0)
  .default(0)
  .transform((ms) => Math.min(ms, MAX_ACTIVE_MS));

export const ZEffortQuery = z.object({ format: z.enum(["json", "csv"]).default("json") });
export type TEffortQuery = z.infer<typeof ZEffortQuery>;
