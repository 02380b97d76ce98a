import { renderTemplate } from "@/lib/prompts/render-template";
import type { TRatingScale } from "@/lib/scales/schemas";

/** The prompt file of the graded section (prompts/judge-graded.v1.md). */
export const GRADED_PROMPT = "judge-graded.v1";

/**
 * The graded part of a judge prompt (issue 34): the judge-graded template filled with the
 * scale's grades and their definitions, the grade from which a patch is VALID, and the
 * dimensions (each graded on the same grades) with theirs; trimmed. Pure: the caller loads the
 * template (lib/prompts loadPrompt of GRADED_PROMPT).
 */
export function renderGradedSection(options: { template: string; scale: TRatingScale }): string {
  const { template, scale } = options;
  const line = (head: string, definition: string) => (definition ? `${head}: ${definition}` : head);
  const grades = scale.grades
    .map((g) => line(`${g.value}. **${g.label}**`, g.definition))
    .join("\n");
  const dimensions =
    scale.dimensions.length === 0
      ? ""
      : [
          "",
          "Grade these dimensions of the patch too, each on the same scale:",
          "",
          ...scale.dimensions.map((d) => line(`- \`${d.key}\` (${d.name})`, d.definition)),
          "",
        ].join("\n");
  const dimensionField =
    scale.dimensions.length === 0
      ? ""
      : `- \`dimensionGrades\`: the grade of each dimension (${scale.dimensions.map((d) => `\`${d.key}\``).join(", ")}).`;
  return renderTemplate({
    template,
    variables: { grades, validFrom: String(scale.validFrom), dimensions, dimensionField },
  }).trim();
}
