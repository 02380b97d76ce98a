import { z } from "zod";
import { ZBenchCase } from "./schemas";

/** GET …/bugs/:bugId/rubric/bench */
export const ZGetRubricBenchResponse = z.object({
  cases: z.array(ZBenchCase),
  configs: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type TGetRubricBenchResponse = z.output<typeof ZGetRubricBenchResponse>;

/** POST …/bugs/:bugId/rubric/bench */
export const ZRunBenchCaseResponse = z.object({
  caseId: z.string(),
  expected: z.enum(["VALID", "INVALID"]).nullable(),
  label: z.enum(["VALID", "INVALID"]),
  justification: z.string(),
  cached: z.boolean(),
  agrees: z.boolean().nullable(),
});
export type TRunBenchCaseResponse = z.output<typeof ZRunBenchCaseResponse>;
