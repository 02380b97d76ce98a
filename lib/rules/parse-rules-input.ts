/**
 * What `rubricate rules set` reads (a file or stdin), as the body of a save, to be checked with
 * ZSaveProjectRules: JSON (an array of rules, each a string or `{ text, verdict }`, or an
 * object `{ rules, note }`), or else one rule per line, blank lines and lines starting with `#`
 * skipped, a trailing `[INVALID]` or `[VALID]` setting the rule's verdict hint. Pure.
 */
export function parseRulesInput(options: { text: string }): { rules: unknown[]; note?: unknown } {
  const text = options.text.replace(/^\uFEFF/, "");
  const trimmed = text.trim();
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (err) {
      throw new Error(`rules: not valid JSON (${err instanceof Error ? err.message : err}).`);
    }
    const body = Array.isArray(parsed) ? { rules: parsed } : (parsed as Record<string, unknown>);
    if (!Array.isArray(body.rules))
      throw new Error("rules: the JSON object needs a `rules` array.");
    return {
      ...body,
      rules: body.rules.map((r) => (typeof r === "string" ? { text: r } : r)),
    };
  }
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const hint = /\s*\[(VALID|INVALID)\]$/.exec(line);
      return hint
        ? { text: line.slice(0, hint.index), verdict: hint[1] }
        : { text: line, verdict: null };
    });
  return { rules };
}
