"use client";

import { EffortScatter } from "./effort-scatter";
import { effortUrl } from "./effort-keys";
import { formatDuration } from "./format-duration";
import { useEffortReport } from "./use-effort-report";

const ratio = (r: number | null) => (r === null ? "–" : r.toFixed(2));

/**
 * Time to refine a rubric against the time raters spend on that bug's patches (paper 001 §8):
 * active time only (lib/effort). Per bug, per rater (count and time on item, never a label), a
 * scatter and the CSV.
 */
export function EffortReport({ slug }: { slug: string }) {
  const { data, isPending, isError, error } = useEffortReport(slug);
  if (isPending)
    return (
      <div className="empty" aria-busy="true">
        Loading the effort report…
      </div>
    );
  if (isError)
    return (
      <div className="alert error" role="alert">
        {error.message}
      </div>
    );
  const { bugs, raters, totals: t, unmeasured: u } = data;
  return (
    <section data-testid="effort-report">
      <div className="toolbar">
        <span className="subtle">
          {bugs.length} bug{bugs.length === 1 ? "" : "s"}; rubric work{" "}
          {formatDuration(t.rubricMs + t.reviewMs)} against {formatDuration(t.ratingMs)} of rating
          (ratio {ratio(t.ratio)}). Not timed: {u.rubricSaves} saves, {u.reviews} reviews,{" "}
          {u.ratings} ratings.
        </span>
        <span style={{ flex: 1 }} />
        <a className="button" href={effortUrl(slug, "csv")} download>
          Export CSV
        </a>
      </div>
      <div className="panel">
        <h2>Rubric time against rating time</h2>
        <EffortScatter bugs={bugs} />
      </div>
      <div className="table-wrap">
        <table className="data" aria-label="Effort per bug">
          <thead>
            <tr>
              <th>Bug</th>
              <th>Rubric editing</th>
              <th>Review</th>
              <th>Raters&apos; total</th>
              <th>Ratings</th>
              <th>Patches</th>
              <th>Median per rating</th>
              <th>(Rubric + review) / rating</th>
            </tr>
          </thead>
          <tbody>
            {bugs.map((b) => (
              <tr key={b.bugId}>
                <td>{b.bugId}</td>
                <td>
                  {formatDuration(b.rubricMs)}{" "}
                  <span className="subtle">
                    ({b.rubricSaves} save{b.rubricSaves === 1 ? "" : "s"})
                  </span>
                </td>
                <td>{formatDuration(b.reviewMs)}</td>
                <td>{formatDuration(b.ratingMs)}</td>
                <td>{b.ratings}</td>
                <td>{b.patches}</td>
                <td>{formatDuration(b.medianRatingMs)}</td>
                <td>{ratio(b.ratio)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="panel">
        <h2>Time on item per rater</h2>
        {raters.length === 0 ? (
          <div className="subtle">No timed ratings yet.</div>
        ) : (
          <div className="table-wrap">
            <table className="data" aria-label="Effort per rater">
              <thead>
                <tr>
                  <th>Rater</th>
                  <th>Ratings</th>
                  <th>Total</th>
                  <th>Median per item</th>
                </tr>
              </thead>
              <tbody>
                {raters.map((r) => (
                  <tr key={r.raterKey}>
                    <td>{r.raterName}</td>
                    <td>{r.ratings}</td>
                    <td>{formatDuration(r.totalMs)}</td>
                    <td>{formatDuration(r.medianMs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
