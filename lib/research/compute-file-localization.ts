import type { TLocalizationRow, TResearchData, TResearchPatch } from "./types";

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * File-level localization (Passerine §V-B, Fig. 9): the share of patches that edit a file the
 * developer fix edits, over all patches whose files could be compared, and split by plausible
 * (tests pass) and not plausible; per tool, with "(all)" first.
 */
export function computeFileLocalization(options: { data: TResearchData }): TLocalizationRow[] {
  const patches = [...options.data.patches.values()].filter((p) => p.touchesFixFiles !== null);
  const tools = [...new Set(patches.map((p) => p.tool ?? "(none)"))].sort();
  return ["(all)", ...tools].flatMap((tool) => {
    const group = patches.filter((p) => tool === "(all)" || (p.tool ?? "(none)") === tool);
    if (group.length === 0) return [];
    const touching = (list: TResearchPatch[]) => list.filter((p) => p.touchesFixFiles).length;
    const plausible = group.filter((p) => p.passes === true);
    const notPlausible = group.filter((p) => p.passes === false);
    return [
      {
        tool,
        patches: group.length,
        touching: touching(group),
        share: share(touching(group), group.length),
        notPlausible: notPlausible.length,
        notPlausibleTouching: touching(notPlausible),
        notPlausibleShare: share(touching(notPlausible), notPlausible.length),
        plausible: plausible.length,
        plausibleTouching: touching(plausible),
        plausibleShare: share(touching(plausible), plausible.length),
      },
    ];
  });
}
