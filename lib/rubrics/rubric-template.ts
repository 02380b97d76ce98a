import { z } from "zod";

/** The paper's rubric template (Listing 1): root cause, checkable requirements, example solutions. */
export const ZRubricDraft = z.object({
  rootCause: z.string().min(1),
  requirements: z.array(z.string().min(1)).min(1),
  acceptable: z.array(z.string().min(1)),
  unacceptable: z.array(z.string().min(1)),
});
export type TRubricDraft = z.infer<typeof ZRubricDraft>;
