/** Characters of unchanged text shown before the first difference. */
const LEAD = 40;

/**
 * What the edit list shows of a long change: each side from a little before the first character
 * where `before` and `after` differ, at most `limit` characters, with "…" where text is left
 * out, so a change at the end of a long line is in view. `clipped` says whether either side was
 * cut (the list then offers the whole change).
 */
export function excerptChange(options: { before: string; after: string; limit?: number }) {
  const { before, after, limit = 160 } = options;
  if (before.length <= limit && after.length <= limit) return { before, after, clipped: false };
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same++;
  const start = Math.max(0, same - LEAD);
  const cut = (t: string) => {
    if (t.length <= limit) return t;
    const from = Math.min(start, Math.max(0, t.length - limit));
    const end = from + limit;
    return `${from > 0 ? "…" : ""}${t.slice(from, end)}${end < t.length ? "…" : ""}`;
  };
  return { before: cut(before), after: cut(after), clipped: true };
}
