import type { TFewShotExample } from "./schemas-few-shot";

/**
 * One numbered example of a judge prompt's few-shot section (pure): bug, patch, the diff in a
 * fenced block with a note when it was truncated, the reviewers' label and reason. renderFewShotSection
 * joins them; lib/judge's getJudgeResult finds a block by it to redact it from a logged prompt.
 */
export function renderFewShotExample(options: { example: TFewShotExample; index: number }): string {
  const { example: e, index } = options;
  const title = e.bugTitle ? ` (${e.bugTitle})` : "";
  const note =
    e.diffChars > e.diff.length
      ? ` (truncated: the first ${e.diff.length} of ${e.diffChars} characters)`
      : "";
  return [
    `### Example ${index + 1}: bug ${e.bugId}${title}, patch ${e.patchId}`,
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
}
