import type { TRequirementVerdict } from "../schemas";

/**
 * The per-requirement verdicts of one answer, checked against the rubric's `count` checklist
 * items: entries whose index is outside 1…count are dropped, the first answer for an index wins,
 * notes are trimmed, and the result is in index order. Requirements the model skipped stay
 * missing (no verdict is invented). Pure.
 */
export function normalizeRequirementVerdicts(options: {
  verdicts: readonly TRequirementVerdict[];
  count: number;
}): TRequirementVerdict[] {
  const { verdicts, count } = options;
  if (count <= 0) return [];
  const byIndex = new Map<number, TRequirementVerdict>();
  for (const v of verdicts) {
    if (!Number.isInteger(v.index) || v.index < 1 || v.index > count) continue;
    if (byIndex.has(v.index)) continue;
    byIndex.set(v.index, { index: v.index, met: v.met, note: v.note.trim() });
  }
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}
