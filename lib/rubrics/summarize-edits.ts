import type { TEditRegion } from "./segment-edits";

export type TEditSummary = { added: number; deleted: number; modified: number; total: number };

/** Counts edit regions by type (the paper's edit-type analysis, §5.1.2); total is the region count. */
export function summarizeEdits(options: { regions: readonly TEditRegion[] }): TEditSummary {
  const summary: TEditSummary = {
    added: 0,
    deleted: 0,
    modified: 0,
    total: options.regions.length,
  };
  for (const region of options.regions) {
    if (region.type === "addition") summary.added += 1;
    else if (region.type === "deletion") summary.deleted += 1;
    else summary.modified += 1;
  }
  return summary;
}
