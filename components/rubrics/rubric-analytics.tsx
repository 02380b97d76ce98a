"use client";

import Link from "next/link";
import { EDIT_THEME_LABELS } from "@/lib/rubrics/edit-themes";
import { RubricStatusBadge } from "@/components/ui/rubric-status-badge";
import { EditDistanceCdf } from "./edit-distance-cdf";
import { useRubricAnalytics } from "./use-rubric-analytics";

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
// Analytics count every stored theme string; one the app does not know is shown as it is.
const THEME_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(EDIT_THEME_LABELS));
const themeLabel = (t: string) => THEME_LABELS.get(t) ?? t;

/** A project's rubric analytics (paper §5.1): modification rate, edit distances, edit types, themes, Figure 2. */
export function RubricAnalytics({ slug }: { slug: string }) {
  const { data, isPending, isError, error } = useRubricAnalytics(slug);
  if (isPending)
    return (
      <div className="empty" aria-busy="true">
        Loading analytics…
      </div>
    );
  if (isError)
    return (
      <div className="alert error" role="alert">
        {error.message}
      </div>
    );
  const { summary: s, rows } = data;
  const themes = Object.entries(s.themeCounts).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  return (
    <section data-testid="rubric-analytics">
      <div className="toolbar">
        <span className="subtle">
          {s.rubrics} rubric{s.rubrics === 1 ? "" : "s"}, latest version compared with its draft
        </span>
        <span style={{ flex: 1 }} />
        <a
          className="button"
          href={`/api/projects/${encodeURIComponent(slug)}/rubric-analytics?format=csv`}
          download
        >
          Export CSV
        </a>
      </div>
      <div className="grid-2">
        <div className="panel">
          <h2>Edits to drafts</h2>
          <dl className="kv" data-testid="analytics-figures">
            <dt>Modified</dt>
            <dd>
              <strong>{s.modified}</strong> of {s.rubrics} ({pct(s.modificationRate)})
            </dd>
            <dt>Edit distance</dt>
            <dd>
              median {num(s.distance.median)}, mean {num(s.distance.mean)}, max {s.distance.max}{" "}
              characters
            </dd>
            <dt>Normalized</dt>
            <dd>
              median {s.normalized.median.toFixed(3)}, mean {s.normalized.mean.toFixed(3)}, max{" "}
              {s.normalized.max.toFixed(3)}
            </dd>
            <dt>With additions</dt>
            <dd>{s.withAdditions}</dd>
            <dt>With deletions</dt>
            <dd>{s.withDeletions}</dd>
            <dt>With modifications</dt>
            <dd>{s.withModifications}</dd>
          </dl>
        </div>
        <div className="panel">
          <h2>Themes of edits</h2>
          {themes.length === 0 ? (
            <div className="subtle">No themed edits yet.</div>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <thead>
                  <tr>
                    <th>Theme</th>
                    <th>Edits</th>
                  </tr>
                </thead>
                <tbody>
                  {themes.map(([t, n]) => (
                    <tr key={t}>
                      <td>{themeLabel(t)}</td>
                      <td>{n}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </div>
      <div className="panel">
        <h2>Normalized edit distance (CDF)</h2>
        <EditDistanceCdf points={s.cdf} />
      </div>
      <div className="table-wrap">
        <table className="data" aria-label="Rubrics">
          <thead>
            <tr>
              <th>Bug</th>
              <th>Status</th>
              <th>Versions</th>
              <th>Distance</th>
              <th>Normalized</th>
              <th>Added</th>
              <th>Deleted</th>
              <th>Modified</th>
              <th>Themes</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={9} className="empty">
                  No rubrics with a version yet.
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.bugId}>
                <td className="mono">
                  <Link href={`/projects/${slug}/bugs/${encodeURIComponent(r.bugId)}`}>
                    {r.bugId}
                  </Link>
                </td>
                <td>
                  <RubricStatusBadge status={r.status} />
                </td>
                <td>{r.versions}</td>
                <td>{r.distance}</td>
                <td>{r.normalized.toFixed(3)}</td>
                <td>{r.added}</td>
                <td>{r.deleted}</td>
                <td>{r.modified}</td>
                <td>
                  {[...new Set(r.themes)].map((t) => (
                    <span key={t} className="badge">
                      {themeLabel(t)}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
