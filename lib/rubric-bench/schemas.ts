import { z } from "zod";

/** What a bench case is: the developers' fix, a generated negative control, or a real candidate. */
export const ZBenchCaseKind = z.enum([
  "developer_fix",
  "no_op",
  "test_only",
  "silence_check",
  "candidate",
]);
export type TBenchCaseKind = z.infer<typeof ZBenchCaseKind>;

export const ZBenchCase = z.object({
  id: z.string(),
  kind: ZBenchCaseKind,
  title: z.string(),
  /** What a good rubric makes the judge say: VALID for the fix, INVALID for controls, the consensus for candidates (null without one). */
  expected: z.enum(["VALID", "INVALID"]).nullable(),
  diff: z.string(),
});
export type TBenchCase = z.infer<typeof ZBenchCase>;

/** POST …/rubric/bench: one case judged with the rubric as it stands in the editor. */
export const ZRunBenchCase = z.object({
  rubric: z.string().trim().min(1, "is empty").max(100_000, "is longer than 100,000 characters"),
  caseId: z.string().trim().min(1, "is required").max(200),
  configId: z.string().trim().min(1, "choose a judge configuration"),
});
export type TRunBenchCase = z.infer<typeof ZRunBenchCase>;
