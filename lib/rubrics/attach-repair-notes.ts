import type { TEditTheme } from "./edit-themes";
import type { TRepairEdit } from "./schemas-repair";
import { segmentEdits, type TEditRegion } from "./segment-edits";

/** A justified edit of the version the repair starts from (its span in the draft). */
export type TParentEdit = {
  baseStart: number;
  baseEnd: number;
  justification: string;
  themes: TEditTheme[];
};

export type TNotedRegion = TEditRegion & { justification: string; themes: TEditTheme[] };

/** Spans overlap; an empty span (an addition's or deletion's point) counts when it touches. */
const touches = (a0: number, a1: number, b0: number, b1: number) =>
  a0 === a1 || b0 === b1 ? a0 <= b1 && b0 <= a1 : a0 < b1 && b0 < a1;
const norm = (s: string) => s.replace(/\s+/g, " ").trim();
const overlapsText = (a: string, b: string) => {
  const [x, y] = [norm(a), norm(b)];
  return x !== "" && y !== "" && (x.includes(y) || y.includes(x));
};

/** The proposed edits that explain one region between the parent and the proposal. */
function matchEdits(region: TEditRegion, edits: readonly TRepairEdit[]): TRepairEdit[] {
  return edits.filter(
    (e) =>
      overlapsText(e.after, region.afterText) ||
      (region.afterText.trim() === "" && overlapsText(e.before, region.beforeText)),
  );
}

/**
 * The edit regions of a repair proposal, as every version stores them (relative to the draft,
 * see save-rubric-version), each with its justification and themes: the parent version's own
 * notes for the earlier edits a region covers, plus the proposal's justification and theme for
 * the changes it makes to the parent. A change is matched to a proposed edit by its new (or, for
 * a deletion, removed) text, else by order when the counts agree, else to the only edit; a
 * change nothing explains keeps an empty justification, so submitting asks the engineer for one.
 */
export function attachRepairNotes(options: {
  draft: string;
  parent: string;
  proposed: string;
  parentEdits: readonly TParentEdit[];
  edits: readonly TRepairEdit[];
  /** Put before each proposed justification, e.g. "LLM repair proposal: " ("" when it says so itself). */
  label: string;
}): TNotedRegion[] {
  const { draft, parent, proposed, parentEdits, edits, label } = options;
  const changes = segmentEdits({ base: parent, next: proposed });
  const explained = changes.map((c) => matchEdits(c, edits));
  changes.forEach((_, i) => {
    if (explained[i]!.length > 0) return;
    if (changes.length === edits.length) explained[i] = [edits[i]!];
    else if (edits.length === 1) explained[i] = [edits[0]!];
  });
  return segmentEdits({ base: draft, next: proposed }).map((region) => {
    const earlier = parentEdits.filter((p) =>
      touches(p.baseStart, p.baseEnd, region.baseStart, region.baseEnd),
    );
    const repairs = [
      ...new Set(
        changes.flatMap((c, i) =>
          touches(c.newStart, c.newEnd, region.newStart, region.newEnd) ? explained[i]! : [],
        ),
      ),
    ];
    // The same reason twice (two identical proposed edits, or one covering two changes) once.
    const justification = [
      ...new Set([
        ...earlier.map((p) => p.justification.trim()),
        ...repairs.map((e) => `${label}${e.justification.trim()}`),
      ]),
    ]
      .filter(Boolean)
      .join("\n\n");
    const themes = [
      ...new Set([...earlier.flatMap((p) => p.themes), ...repairs.map((e) => e.theme)]),
    ];
    return { ...region, justification, themes };
  });
}
