import { diffWords } from "diff";

/**
 * How much of `before` is gone from `after`: the share of its non-space characters in words
 * that a word diff removes (0 = all kept, 1 = nothing kept). A rewrite that keeps the words
 * scores low even when it moves them around little; replacing sections by one sentence scores
 * close to 1.
 */
export function measureDeletion(options: { before: string; after: string }): number {
  const { before, after } = options;
  const size = (t: string) => t.replace(/\s+/g, "").length;
  const total = size(before);
  if (total === 0) return 0;
  let removed = 0;
  for (const change of diffWords(before, after)) if (change.removed) removed += size(change.value);
  return removed / total;
}
