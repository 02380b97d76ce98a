const ITEM = /^\s*[-*+]\s+\[[ xX]\]\s+(.+?)\s*$/;

export type TChecklistItem = { line: number; text: string };

/**
 * The requirements a rater can tick: every markdown task item ("- [ ] …") of
 * the rubric, in order, with its 1-based line so a renderer can place the box.
 */
export function extractChecklist(options: { markdown: string }): TChecklistItem[] {
  const items: TChecklistItem[] = [];
  options.markdown.split(/\r?\n/).forEach((line, i) => {
    const text = ITEM.exec(line)?.[1]?.trim();
    if (text) items.push({ line: i + 1, text });
  });
  return items;
}
