import { z } from "zod";
import { ZRubricFormat } from "./schemas";

/** `?format=templated|freeform` on rubric routes. */
export const ZRubricQuery = z.object({ format: ZRubricFormat.default("templated") });

/** `?format=csv` on the rubric analytics route: a CSV download; anything else answers JSON. */
export const ZRubricAnalyticsQuery = z.object({
  format: z.string().optional().describe("csv: a CSV download; otherwise JSON"),
});
