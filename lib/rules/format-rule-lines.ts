import type { TProjectRule } from "./schemas";

/**
 * The rules numbered from 1, one per line, each followed by its verdict hint when it has one:
 * "1. A patch with changes unrelated to the bug is INVALID. (When it applies: INVALID.)". Pure.
 */
export function formatRuleLines(options: { rules: readonly TProjectRule[] }): string {
  return options.rules
    .map(
      (rule, i) =>
        `${i + 1}. ${rule.text}${rule.verdict ? ` (When it applies: ${rule.verdict}.)` : ""}`,
    )
    .join("\n");
}
