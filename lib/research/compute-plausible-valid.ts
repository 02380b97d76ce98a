import type { TPlausibleValidRow, TResearchData, TResearchPatch } from "./types";

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * Plausible (tests pass) against valid by bug type (Passerine §IV–V: the gap between the two
 * varies with the bug type), with validity from the human consensus and from each run: over the
 * patches with a tests-pass flag and a validity label, the plausible and valid shares, the valid
 * share among plausible patches, and the shares of bugs with at least one plausible and at least
 * one valid patch (Passerine's Table IV). The last row of each source, "(all)", covers every type.
 */
export function computePlausibleValid(options: { data: TResearchData }): TPlausibleValidRow[] {
  const { data } = options;
  const sources = [
    { validity: "human consensus", labels: data.consensus },
    ...data.runs.map((r) => ({ validity: r.label, labels: r.labels })),
  ];
  const types = [...new Set([...data.patches.values()].map((p) => p.bugType ?? "(none)"))].sort();
  return sources.flatMap(({ validity, labels }) =>
    [...types, "(all)"].flatMap((bugType) => {
      const patches = [...data.patches.values()].filter(
        (p) =>
          (bugType === "(all)" || (p.bugType ?? "(none)") === bugType) &&
          p.passes !== null &&
          labels.has(p.patchId),
      );
      if (patches.length === 0) return [];
      const valid = (p: TResearchPatch) => labels.get(p.patchId) === "VALID";
      const bugs = new Map<string, { plausible: boolean; valid: boolean }>();
      for (const p of patches) {
        const b = bugs.get(p.bugId) ?? { plausible: false, valid: false };
        bugs.set(p.bugId, { plausible: b.plausible || p.passes!, valid: b.valid || valid(p) });
      }
      const plausible = patches.filter((p) => p.passes);
      const validPatches = patches.filter(valid);
      const bugList = [...bugs.values()];
      return [
        {
          validity,
          bugType,
          bugs: bugs.size,
          patches: patches.length,
          plausiblePatches: plausible.length,
          validPatches: validPatches.length,
          plausibleShare: share(plausible.length, patches.length),
          validShare: share(validPatches.length, patches.length),
          validAmongPlausible: share(plausible.filter(valid).length, plausible.length),
          bugsWithPlausible: share(bugList.filter((b) => b.plausible).length, bugs.size),
          bugsWithValid: share(bugList.filter((b) => b.valid).length, bugs.size),
        },
      ];
    }),
  );
}
