import { computePassAtKCurve } from "@/lib/agreement/compute-pass-at-k-curve";
import type { TGroupPassAtK, TResearchData, TResearchPatch } from "./types";

/**
 * pass@k and (pass & valid)@k split by the patch's tool and by its model, with validity from the
 * human consensus and from each run: within a group, the unbiased estimator per bug over the
 * patches with a tests-pass flag and a validity label, averaged over the bugs with ≥ k of them.
 */
export function computeGroupPassAtK(options: { data: TResearchData }): TGroupPassAtK[] {
  const { data } = options;
  const sources = [
    { validity: "human consensus", labels: data.consensus },
    ...data.runs.map((r) => ({ validity: r.label, labels: r.labels })),
  ];
  const rows: TGroupPassAtK[] = [];
  for (const by of ["tool", "model"] as const) {
    const groups = new Map<string, TResearchPatch[]>();
    for (const p of data.patches.values()) {
      const key = p[by];
      if (key === null) continue;
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    for (const [group, patches] of [...groups].sort((x, y) => x[0].localeCompare(y[0])))
      for (const { validity, labels } of sources) {
        const curve = computePassAtKCurve({
          runId: validity,
          patches: patches.map((p) => {
            const label = labels.get(p.patchId);
            return { bug: p.bugId, passes: p.passes, valid: label ? label === "VALID" : null };
          }),
        });
        for (const point of curve?.points ?? [])
          rows.push({ by, group, validity, patches: curve!.patches, ...point });
      }
  }
  return rows;
}
