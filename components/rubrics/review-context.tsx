import { DiffView } from "@/components/diff/diff-view";

/** What the reviewer checks the rubric against: the bug report and the developer's fix. */
export function ReviewContext({
  bug,
}: {
  bug: { title: string | null; report: string; groundTruthPatch: string };
}) {
  return (
    <section className="panel" data-testid="review-context">
      <h2>The bug</h2>
      <h3>Report{bug.title ? `: ${bug.title}` : ""}</h3>
      {bug.report.trim() ? (
        <pre className="report" data-testid="review-report">
          {bug.report}
        </pre>
      ) : (
        <p className="subtle">The bug has no report.</p>
      )}
      <h3 style={{ marginTop: 14 }}>Developer fix (ground truth)</h3>
      <div data-testid="review-fix">
        <DiffView diff={bug.groundTruthPatch} label="Developer fix" wrap />
      </div>
    </section>
  );
}
