import { renderTemplate } from "@/lib/prompts/render-template";
import { renderFewShotExample } from "./render-few-shot-example";
import type { TFewShotExamples } from "./schemas-few-shot";

/**
 * The few-shot part of a judge prompt (pure): the judge-few-shot template filled with the
 * numbered examples (renderFewShotExample: bug, patch, diff in a fenced block with a note when it
 * was truncated, the reviewers' label and reason), trimmed. The caller loads the template named
 * by `stored.prompt`.
 */
export function renderFewShotSection(options: {
  template: string;
  stored: TFewShotExamples;
}): string {
  const { template, stored } = options;
  if (stored.examples.length === 0) throw new Error("A few-shot section needs an example.");
  const examples = stored.examples
    .map((example, index) => renderFewShotExample({ example, index }))
    .join("\n\n");
  return renderTemplate({ template, variables: { examples } }).trim();
}
