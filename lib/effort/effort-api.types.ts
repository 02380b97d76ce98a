import { z } from "zod";

// Response schema of the effort route (projects/[slug]/effort).

const ZFigures = z.object({
  rubricMs: z.number(),
  rubricSaves: z.number(),
  reviewMs: z.number(),
  reviews: z.number(),
  ratings: z.number(),
  patches: z.number(),
  ratingMs: z.number(),
  medianRatingMs: z.number().nullable(),
  ratio: z.number().nullable(),
});
export const ZGetEffortResponse = z.object({
  bugs: z.array(ZFigures.extend({ bugId: z.string() })),
  raters: z.array(
    z.object({
      raterKey: z.string(),
      raterName: z.string(),
      ratings: z.number(),
      totalMs: z.number(),
      medianMs: z.number().nullable(),
    }),
  ),
  totals: ZFigures,
  unmeasured: z.object({ rubricSaves: z.number(), reviews: z.number(), ratings: z.number() }),
});
export type TGetEffortResponse = z.output<typeof ZGetEffortResponse>;
