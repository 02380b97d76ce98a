import { renderTemplate } from "@/lib/prompts/render-template";
import type { TFewShotExamples } from "./schemas-few-shot";

/**
 * The few-shot part of a judge prompt (pure): the judge-few-shot template filled with the
 * numbered examples (bug, patch, diff in a fenced block with a note when it was truncated, the
 * reviewers' label and reason), trimmed. The caller loads the template named by `stored.prompt`.
 */
export function renderFewShotSection(options: {
  template: string;
  stored: TFewShotExamples;
}): string {
  const { template, stored } = options;
  if (stored.examples.length === 0) throw new Error("A few-shot section needs an example.");
  const examples = stored.examples
    .map((e, i) => {
      const title = e.bugTitle ? ` (${e.bugTitle})` : "";
      const note =
        e.diffChars > e.diff.length
          ? ` (truncated: the first ${e.diff.length} of ${e.diffChars} characters)`
          : "";
      return [
        `### Example ${i + 1}: bug ${e.bugId}${title}, patch ${e.patchId}`,
        "",
        `Candidate patch${note}:`,
        "",
        "```diff",
        e.diff.replace(/\n$/, ""),
        "```",
        "",
        `Reviewers' label: ${e.label}`,
        "",
        `Reviewers' reason:`,
        e.reason,
      ].join("\n");
    })
    .join("\n\n");
  return renderTemplate({ template, variables: { examples } }).trim();
}
