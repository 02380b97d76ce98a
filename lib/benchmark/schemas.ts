import { z } from "zod";

const ZNames = z.array(z.string().trim().min(1)).max(200).default([]);

/** How a benchmark's patch set is drawn from agent samples (paper 001 §4.1). */
export const ZBenchmarkOptions = z.object({
  /** At most this many unique passing patches per bug. */
  k: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(3),
  /** Seeds the draw: the same seed on the same samples draws the same patches. */
  seed: z.coerce
    .number()
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(2_147_483_647, "must be below 2^31"),
  /** Only samples of these tools (empty: every tool). */
  tools: ZNames,
  /** Only samples of these models (empty: every model). */
  models: ZNames,
});
export type TBenchmarkOptions = z.infer<typeof ZBenchmarkOptions>;
