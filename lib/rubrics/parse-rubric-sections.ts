import type { TRubricSection } from "./schemas";

/** One `#` heading of a rubric and what follows it up to the next heading. */
export type TRubricSectionBlock = {
  section: TRubricSection;
  heading: string;
  /** 1-based line of the heading. */
  line: number;
  /** The non-blank lines under the heading, trimmed. */
  lines: string[];
};

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/** Which template field a heading names (render-rubric-markdown's headings and close variants). */
export function sectionOfHeading(heading: string): TRubricSection {
  const h = heading.toLowerCase();
  if (h.includes("root cause")) return "rootCause";
  if (h.includes("requirement")) return "requirements";
  if (h.includes("unacceptable") || h.includes("invalid")) return "unacceptable";
  if (h.includes("acceptable") || h.includes("valid solution")) return "acceptable";
  return "other";
}

/** The headed blocks of a rubric's markdown, in order (text before the first heading is left out). */
export function parseRubricSections(options: { markdown: string }): TRubricSectionBlock[] {
  const blocks: TRubricSectionBlock[] = [];
  options.markdown.split(/\r?\n/).forEach((raw, i) => {
    const heading = HEADING.exec(raw);
    if (heading) {
      const text = heading[1] ?? "";
      blocks.push({ section: sectionOfHeading(text), heading: text, line: i + 1, lines: [] });
      return;
    }
    if (raw.trim()) blocks.at(-1)?.lines.push(raw.trim());
  });
  return blocks;
}
