import { parseRubricSections } from "./parse-rubric-sections";
import type { TRubricItem } from "./parse-rubric-items";
import type { TRubricLintWarning, TRubricSection } from "./schemas";

/** The template's sections (render-rubric-markdown), with the heading it writes. */
const TEMPLATE: readonly [TRubricSection, string, string][] = [
  ["rootCause", "## Root cause", "Root cause"],
  ["requirements", "## Requirements for a valid fix", "Requirements"],
  ["acceptable", "## Acceptable solutions", "Acceptable solutions"],
  ["unacceptable", "## Unacceptable solutions", "Unacceptable solutions"],
];
const NONE = /^(?:[-*+]\s+)?none identified\.?$/i;

/** Text compared for duplicates: case, spacing, backticks and end punctuation left out. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.;:!,]+$/, "")
    .trim();

/**
 * Rubric lint on the rubric as a whole: a template section that is missing (a repair or an edit
 * that dropped it), an empty root cause or requirement list (nothing for a rater to check), and
 * items that repeat an earlier item of their section (a draft whose items are one sentence).
 * Missing and empty sections are checked on templated rubrics only; duplicates on both formats.
 */
export function lintRubricStructure(options: {
  markdown: string;
  items: readonly TRubricItem[];
  templated: boolean;
}): TRubricLintWarning[] {
  const { markdown, items, templated } = options;
  const out: TRubricLintWarning[] = [];
  if (templated) {
    const blocks = parseRubricSections({ markdown });
    for (const [section, heading, name] of TEMPLATE) {
      const block = blocks.find((b) => b.section === section);
      if (!block) {
        out.push({
          rule: "missing_section",
          theme: "standardization",
          section,
          itemIndex: 0,
          itemText: "",
          line: 1,
          match: heading,
          message: `The ${name} section is missing: every rubric has the template's four sections, so raters find the same parts in each (an edit or repair proposal must not drop one).`,
        });
        continue;
      }
      const empty =
        section === "rootCause"
          ? block.lines.every((l) => NONE.test(l))
          : section === "requirements" && !items.some((i) => i.section === "requirements");
      if (empty)
        out.push({
          rule: "empty_section",
          theme: "scope",
          section,
          itemIndex: 0,
          itemText: "",
          line: block.line,
          match: `## ${block.heading}`,
          message:
            section === "rootCause"
              ? "The root cause is empty: say what goes wrong in the buggy program and why."
              : "No requirement is listed: a rater has nothing to check a patch against.",
        });
    }
  }
  const seen = new Map<string, TRubricItem>();
  for (const item of items) {
    const key = `${item.section}:${normalize(item.text)}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, item);
      continue;
    }
    out.push({
      rule: "duplicate_item",
      theme: "llm_error",
      section: item.section,
      itemIndex: item.index,
      itemText: item.text,
      line: item.line,
      match: item.text,
      message: `Repeats item ${first.index + 1} of this section (line ${first.line}): each item should state something of its own.`,
    });
  }
  return out;
}
