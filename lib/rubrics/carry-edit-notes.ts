import type { TEditTheme } from "./edit-themes";
import { editKey, type TEditNote } from "./schemas";
import { segmentEdits, type TEditRegion } from "./segment-edits";

const hasContent = (n: TEditNote | undefined): n is TEditNote =>
  !!n && (n.justification.trim() !== "" || n.themes.length > 0);

/** Do two regions cover the same part of the draft? An addition is a point, inside a range or at its ends. */
function overlaps(a: TEditRegion, b: TEditRegion): boolean {
  if (a.baseStart === a.baseEnd || b.baseStart === b.baseEnd)
    return a.baseStart <= b.baseEnd && b.baseStart <= a.baseEnd;
  return a.baseStart < b.baseEnd && b.baseStart < a.baseEnd;
}

/**
 * The editor's notes after its text changed from `before` to `after`. Notes are keyed by a
 * region's type and span in the draft, so typing next to a justified edit (the regions merge or
 * grow) or inside it (it splits) gives new keys: every region of `after` without a note of its
 * own takes the notes of the regions of `before` it covers, justifications joined (each once)
 * and themes united. A note is never overwritten nor removed, so undoing the typing finds the
 * regions' old notes again.
 */
export function carryEditNotes(options: {
  draft: string;
  before: string;
  after: string;
  notes: Record<string, TEditNote>;
}): Record<string, TEditNote> {
  const { draft, before, after, notes } = options;
  if (before === after) return notes;
  const previous = segmentEdits({ base: draft, next: before }).filter((r) =>
    hasContent(notes[editKey(r)]),
  );
  if (previous.length === 0) return notes;
  let out = notes;
  for (const region of segmentEdits({ base: draft, next: after })) {
    const key = editKey(region);
    if (hasContent(out[key])) continue;
    const sources = previous
      .filter((p) => editKey(p) !== key && overlaps(p, region))
      .map((p) => notes[editKey(p)]!);
    if (sources.length === 0) continue;
    const justifications = [...new Set(sources.map((s) => s.justification.trim()))].filter(
      (j) => j !== "",
    );
    const themes = [...new Set(sources.flatMap((s) => s.themes))] as TEditTheme[];
    out = { ...out, [key]: { key, justification: justifications.join("\n\n"), themes } };
  }
  return out;
}
