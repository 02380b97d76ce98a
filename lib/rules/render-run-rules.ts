import { loadPrompt } from "@/lib/prompts/load-prompt";
import { parseRuleList } from "./parse-rule-list";
import { renderRulesSection } from "./render-rules-section";
import { PROJECT_RULES_PROMPT } from "./schemas";

/**
 * The rules section of a judge prompt for a stored rule set (its version and JSON rules): the
 * project-rules prompt file (PROJECT_RULES_PROMPT) rendered by renderRulesSection.
 */
export function renderRunRules(options: { ruleSet: { version: number; rules: string } }): string {
  const { ruleSet } = options;
  return renderRulesSection({
    template: loadPrompt({ name: PROJECT_RULES_PROMPT }).body,
    version: ruleSet.version,
    rules: parseRuleList({ json: ruleSet.rules }),
  });
}
