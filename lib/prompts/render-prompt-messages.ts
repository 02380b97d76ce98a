import { listTemplateVariables } from "./list-template-variables";
import { renderTemplate } from "./render-template";

/** Line that ends the system message: what follows is the user message. */
export const USER_MARKER = "<!-- user -->";
/** Line in the user message that ends the part many calls share (a prompt-cache breakpoint). */
export const CACHE_BREAK_MARKER = "<!-- cache-break -->";

export type TRenderedPrompt = {
  /** The system message, or null when the template has no USER_MARKER line. */
  system: string | null;
  /** The user message. */
  text: string;
  /** The start of `text` that ends at the CACHE_BREAK_MARKER line, or null without one. */
  cachePrefix: string | null;
};

/** Splits at the first line that is `marker`: [before (with its last newline), after]; the marker line is dropped. */
function splitAt(text: string, marker: string): [string, string] | null {
  const lines = text.split("\n");
  const at = lines.findIndex((line) => line.trim() === marker);
  if (at < 0) return null;
  return [
    lines
      .slice(0, at)
      .map((line) => `${line}\n`)
      .join(""),
    lines.slice(at + 1).join("\n"),
  ];
}

const pick = (template: string, variables: Readonly<Record<string, string>>) =>
  Object.fromEntries(listTemplateVariables({ template }).map((name) => [name, variables[name]!]));

/**
 * Renders a prompt template into messages. A template without markers is one user message,
 * rendered exactly as `renderTemplate` does. A `<!-- user -->` line ends the system message
 * (instructions that never change between calls); a `<!-- cache-break -->` line in the user
 * message ends the part that many calls share, so that what differs (e.g. the candidate patch)
 * comes last. Markers are found in the template before any value is filled in, so a value
 * containing a marker line changes nothing. Throws like `renderTemplate` on a missing or unused
 * variable anywhere in the template.
 */
export function renderPromptMessages(options: {
  template: string;
  variables: Readonly<Record<string, string>>;
}): TRenderedPrompt {
  const { template, variables } = options;
  // Checks every placeholder against the variables (missing and unused ones) on the whole template.
  const whole = renderTemplate({ template, variables });
  const bySystem = splitAt(template, USER_MARKER);
  if (!bySystem && !splitAt(template, CACHE_BREAK_MARKER))
    return { system: null, text: whole, cachePrefix: null };
  const [systemTemplate, userTemplate] = bySystem ?? [null, template];
  const render = (part: string) =>
    renderTemplate({ template: part, variables: pick(part, variables) });
  const system = systemTemplate === null ? null : render(systemTemplate).trim();
  const byBreak = splitAt(userTemplate, CACHE_BREAK_MARKER);
  if (!byBreak) return { system, text: render(userTemplate).trim() + "\n", cachePrefix: null };
  const cachePrefix = render(byBreak[0]).replace(/^\n+/, "");
  const rest = render(byBreak[1]).trimEnd() + "\n";
  return { system, text: cachePrefix + rest, cachePrefix };
}
