import { z } from "zod";
import type { TRatingScale } from "@/lib/scales/schemas";
import { ZJudgeLabel, ZRequirementVerdict } from "../schemas";

/**
 * The structured answer of a graded configuration (issue 34): the binary verdict's fields with
 * `grade` (1..n of the scale) before the label, and `dimensionGrades` (one grade per dimension
 * key) when the scale has dimensions. Binary configurations keep ZJudgeVerdict unchanged. A
 * configuration that also judges per requirement asks for the requirement verdicts first, as
 * ZJudgeRequirementsVerdict does, so the grade follows from them.
 */
export function buildGradedVerdictSchema(options: { scale: TRatingScale; requirements: boolean }) {
  const { scale } = options;
  const grade = z
    .number()
    .int()
    .min(1)
    .max(scale.grades.length)
    .describe("The number of the grade on the scale (1 is the worst).");
  const dimensions = scale.dimensions.map((d) => [d.key, grade] as const);
  return z.object({
    thought: z.string(),
    ...(options.requirements ? { requirements: z.array(ZRequirementVerdict) } : {}),
    grade,
    ...(dimensions.length > 0 ? { dimensionGrades: z.object(Object.fromEntries(dimensions)) } : {}),
    label: ZJudgeLabel,
    justification: z.string(),
  });
}
