const RULES = new Intl.PluralRules("en-US");

/**
 * "1 bug", "0 bugs", "2 patches": a count with its noun in the plural form English wants
 * (Intl.PluralRules). `other` defaults to `one` + "s"; give it for irregular plurals, and use
 * `withCount: false` for the word alone (a verb that agrees: "is" / "are").
 */
export function countNoun(options: {
  count: number;
  one: string;
  other?: string;
  withCount?: boolean;
}): string {
  const { count, one, other = `${one}s`, withCount = true } = options;
  const word = RULES.select(count) === "one" ? one : other;
  return withCount ? `${count} ${word}` : word;
}
