import { sectionOfHeading } from "./parse-rubric-sections";
import type { TRubricSection } from "./schemas";

/** One list item of a rubric's markdown: its section, 0-based index in that section, text and 1-based line. */
export type TRubricItem = {
  section: TRubricSection;
  index: number;
  text: string;
  line: number;
};

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
/** render-rubric-markdown's placeholder for an empty list. */
const NONE = /^none identified\.?$/i;

/**
 * The list items of a rubric as stored (render-rubric-markdown's four `##` sections, or free-form
 * markdown whose items fall in "other"): `- [ ]`, `-`, `*` and numbered items; an indented line
 * continues the item above; "None identified." placeholders are skipped.
 */
export function parseRubricItems(options: { markdown: string }): TRubricItem[] {
  const items: TRubricItem[] = [];
  const counts: Partial<Record<TRubricSection, number>> = {};
  let section: TRubricSection = "other";
  let open: TRubricItem | null = null;
  options.markdown.split(/\r?\n/).forEach((raw, i) => {
    const heading = HEADING.exec(raw);
    if (heading) {
      section = sectionOfHeading(heading[1] ?? "");
      open = null;
      return;
    }
    const item = ITEM.exec(raw);
    if (item) {
      const text = (item[1] ?? "").trim();
      open = null;
      if (!text || NONE.test(text)) return;
      const index = counts[section] ?? 0;
      counts[section] = index + 1;
      open = { section, index, text, line: i + 1 };
      items.push(open);
      return;
    }
    if (!raw.trim()) {
      open = null;
      return;
    }
    const current = open as TRubricItem | null;
    if (current && /^\s+/.test(raw)) current.text = `${current.text} ${raw.trim()}`;
  });
  return items;
}
