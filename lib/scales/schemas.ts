import { z } from "zod";

/**
 * Graded and multi-dimensional judging (issue 34; paper 001 §8, §10). A campaign (for raters) and a
 * judge configuration (for the judge) may carry a graded scale instead of the binary VALID /
 * INVALID label. Stored as JSON text (`Campaign.scale`, `JudgeConfig.scale`); null means binary.
 * Every graded answer also keeps its binary collapse in the existing `label` column (a grade at or
 * above `validFrom` is VALID), so every existing table, κ and consensus still applies.
 */
export const ZGrade = z.object({
  value: z.number().int().min(1).max(10),
  label: z.string().trim().min(1).max(60),
  definition: z.string().trim().max(500).default(""),
});
export type TGrade = z.infer<typeof ZGrade>;

/** A separate dimension graded on the same grades (correctness, minimality, …). */
export const ZScaleDimension = z.object({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,31}$/, "Use lower-case letters, digits and _ (e.g. minimality)."),
  name: z.string().trim().min(1).max(60),
  definition: z.string().trim().max(500).default(""),
});
export type TScaleDimension = z.infer<typeof ZScaleDimension>;

export const ZRatingScale = z
  .object({
    /** 2 to 7 grades, values 1..n in ascending order (1 = worst). */
    grades: z.array(ZGrade).min(2).max(7),
    /** The lowest grade that collapses to VALID. */
    validFrom: z.number().int().min(2),
    /** Optional extra dimensions, each graded on `grades`; the overall grade still decides. */
    dimensions: z.array(ZScaleDimension).max(6).default([]),
  })
  .superRefine((scale, ctx) => {
    scale.grades.forEach((grade, i) => {
      if (grade.value !== i + 1)
        ctx.addIssue({
          code: "custom",
          path: ["grades", i, "value"],
          message: `Grades are numbered 1 to ${scale.grades.length} in order; grade ${i + 1} has value ${grade.value}.`,
        });
    });
    if (scale.validFrom > scale.grades.length)
      ctx.addIssue({
        code: "custom",
        path: ["validFrom"],
        message: `validFrom must be one of the grades (2 to ${scale.grades.length}).`,
      });
    const keys = scale.dimensions.map((d) => d.key);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i)
        ctx.addIssue({
          code: "custom",
          path: ["dimensions", i, "key"],
          message: `Dimension "${key}" appears twice.`,
        });
    });
  });
export type TRatingScale = z.infer<typeof ZRatingScale>;

/** Per-dimension grades of one answer: { minimality: 3, security: 4 }. */
export const ZDimensionGrades = z.record(z.string(), z.number().int().min(1).max(10));
export type TDimensionGrades = z.infer<typeof ZDimensionGrades>;

/** The default four-point scale offered by the forms. */
export const DEFAULT_GRADED_SCALE: TRatingScale = {
  grades: [
    { value: 1, label: "Wrong", definition: "Does not fix the bug, or breaks something else." },
    {
      value: 2,
      label: "Partly right",
      definition:
        "Addresses the symptom or part of the root cause; a required behaviour is missing.",
    },
    {
      value: 3,
      label: "Right, with flaws",
      definition:
        "Fixes the root cause; unneeded changes or weaker style a maintainer would ask to revise.",
    },
    {
      value: 4,
      label: "Right",
      definition:
        "Fixes the root cause as the rubric requires; a maintainer would merge it as it is.",
    },
  ],
  validFrom: 3,
  dimensions: [],
};
