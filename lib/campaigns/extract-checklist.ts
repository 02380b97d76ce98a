const ITEM = /^\s*[-*+]\s+\[[ xX]\]\s+(.+?)\s*$/;

/** The requirements a rater can tick: every markdown task item ("- [ ] …") of the rubric, in order. */
export function extractChecklist(options: { markdown: string }): string[] {
  return options.markdown
    .split(/\r?\n/)
    .map((line) => ITEM.exec(line)?.[1]?.trim())
    .filter((item): item is string => item !== undefined && item.length > 0);
}
