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
  /** A graded configuration's label is its grade's collapse. */
  label: z.enum(["VALID", "INVALID"]),
  /** A graded configuration's grade on its scale, else null. */
  grade: z.object({ value: z.number().int(), label: z.string() }).nullable(),
  /** A graded model's own label when it contradicted its grade (overridden), else null. */
  modelLabel: z.enum(["VALID", "INVALID"]).nullable(),
  justification: z.string(),
  cached: z.boolean(),
  agrees: z.boolean().nullable(),
});
export type TRunBenchCaseResponse = z.output<typeof ZRunBenchCaseResponse>;
