import { renderTemplate } from "@/lib/prompts/render-template";
import { formatRuleLines } from "./format-rule-lines";
import type { TProjectRule } from "./schemas";

/**
 * The part of a judge prompt that carries the project rules: the project-rules template filled
 * with the rule set's version and its numbered rules (formatRuleLines), trimmed. Pure: the
 * caller loads the template (lib/prompts loadPrompt of PROJECT_RULES_PROMPT).
 */
export function renderRulesSection(options: {
  template: string;
  version: number;
  rules: readonly TProjectRule[];
}): string {
  const { template, version, rules } = options;
  if (rules.length === 0) throw new Error("A rules section needs at least one rule.");
  return renderTemplate({
    template,
    variables: { version: String(version), rules: formatRuleLines({ rules }) },
  }).trim();
}
