import type { TRubricDraft } from "./rubric-template";

const NONE = "- None identified.";

/** One list item per line: surrounding whitespace trimmed, inner line breaks folded to a space. */
function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, " ");
}

function list(items: readonly string[], prefix: string): string {
  const lines = items.map(oneLine).filter((item) => item.length > 0);
  return lines.length === 0 ? NONE : lines.map((item) => `${prefix}${item}`).join("\n");
}

/**
 * The markdown the rubric editor and raters read: four `##` sections in template
 * order, requirements as `- [ ]` checkboxes, empty lists as "- None identified.",
 * one trailing newline.
 */
export function renderRubricMarkdown(options: { draft: TRubricDraft }): string {
  const { draft } = options;
  return [
    "## Root cause",
    draft.rootCause.trim() || "None identified.",
    "",
    "## Requirements for a valid fix",
    list(draft.requirements, "- [ ] "),
    "",
    "## Acceptable solutions",
    list(draft.acceptable, "- "),
    "",
    "## Unacceptable solutions",
    list(draft.unacceptable, "- "),
    "",
  ].join("\n");
}
