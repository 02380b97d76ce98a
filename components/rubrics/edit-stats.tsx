import type { TEditDistance } from "@/lib/rubrics/compute-edit-distance";
import type { TEditSummary } from "@/lib/rubrics/summarize-edits";

/** Live edit distance to the draft (paper §4.2.1) and region counts. */
export function EditStats({
  distance,
  summary,
}: {
  distance: TEditDistance;
  summary: TEditSummary;
}) {
  return (
    <div className="toolbar" data-testid="edit-stats" aria-live="polite">
      <span>
        Edit distance <strong data-testid="edit-distance">{distance.distance}</strong>
      </span>
      <span>
        normalized{" "}
        <strong data-testid="edit-distance-norm">{(distance.normalized * 100).toFixed(1)}%</strong>
      </span>
      <span className="badge ok">{summary.added} added</span>
      <span className="badge bad">{summary.deleted} deleted</span>
      <span className="badge warn">{summary.modified} modified</span>
    </div>
  );
}
