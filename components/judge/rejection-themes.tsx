"use client";

import { useRef, useState } from "react";
import { ChartExport } from "@/components/charts/chart-export";
import { BASELINE_THEMES_REASON, type TRejectionThemesView } from "@/lib/themes/schemas";
import { RejectionThemesChart } from "./rejection-themes-chart";
import { useClassifyRejections } from "./use-classify-rejections";
import { useRejectionThemes } from "./use-rejection-themes";
import { countNoun } from "@/lib/text/count-noun";

function classifiedBy(view: TRejectionThemesView) {
  if (view.source === "offline")
    return "Classified offline by keyword matching (a heuristic, not an LLM): read the examples before trusting the shares.";
  return `Classified by the LLM ${view.classifier ?? ""} (prompt rejection-themes v1).`;
}

/**
 * "Rejection themes" of a finished run (paper 001 §7): why the judge said INVALID, per theme a
 * count and share with a bar chart beside the paper's shares and example justifications; a lead
 * classifies (or re-classifies) the run's INVALID justifications. A no-LLM baseline run shows why
 * it has no themes instead; an imported run says whose justifications they are; the patches the
 * reader is still labelling are left out of every count (said below the table).
 */
export function RejectionThemes(props: {
  slug: string;
  runId: string;
  canRun: boolean;
  finished: boolean;
  baseline: boolean;
}) {
  const { slug, runId, canRun, finished, baseline } = props;
  const themes = useRejectionThemes(slug, runId, finished && !baseline);
  const classify = useClassifyRejections(slug, runId);
  const [offline, setOffline] = useState(false);
  const chart = useRef<HTMLDivElement>(null);
  const view = themes.data;
  if (!finished) return null;
  return (
    <section aria-label="Rejection themes" className="panel" style={{ marginTop: 16 }}>
      <div className="toolbar">
        <h2 style={{ margin: 0 }}>Rejection themes</h2>
        <span className="subtle">
          Why the judge said INVALID, sorted into the four themes the paper found in §7 (plus
          other).
        </span>
        <span className="spacer" />
        {canRun && !baseline && (
          <>
            <label className="subtle" style={{ display: "flex", gap: 4, alignItems: "center" }}>
              <input
                type="checkbox"
                checked={offline}
                onChange={(e) => setOffline(e.target.checked)}
              />
              Keywords only (no LLM)
            </label>
            <button
              type="button"
              className="primary"
              disabled={classify.isPending || view?.invalid === 0}
              aria-busy={classify.isPending}
              onClick={() => classify.mutate({ offline })}
            >
              {classify.isPending ? "Classifying…" : "Classify rejections"}
            </button>
          </>
        )}
      </div>
      {classify.isPending && (
        <div className="subtle" role="status" data-testid="themes-pending">
          Classifying{" "}
          {view
            ? countNoun({ count: view.invalid, one: "INVALID justification" })
            : "INVALID justifications"}
          …
        </div>
      )}
      {classify.isError && (
        <div className="alert error" role="alert">
          {classify.error.message}
        </div>
      )}
      {themes.isError && (
        <div className="alert error" role="alert">
          {themes.error.message}
        </div>
      )}
      {view?.note && (
        <p className="subtle" data-testid="themes-note">
          {view.note}
        </p>
      )}
      {baseline ? (
        <div className="subtle" data-testid="themes-unavailable">
          {BASELINE_THEMES_REASON}
        </div>
      ) : !view ? (
        !themes.isError && <div className="subtle">Loading…</div>
      ) : view.invalid === 0 ? (
        <div className="subtle" data-testid="themes-none">
          The judge called no patch INVALID in this run
          {view.hidden > 0 ? " among the patches you may see." : "."}
        </div>
      ) : view.classified === 0 ? (
        <div className="subtle" data-testid="themes-empty">
          {countNoun({ count: view.invalid, one: "INVALID verdict" })}, not classified yet
          {canRun ? ": Classify rejections sorts their justifications into themes." : "."}
        </div>
      ) : (
        <>
          <p className="subtle" data-testid="themes-source">
            {classifiedBy(view)} {view.classified} of{" "}
            {countNoun({ count: view.invalid, one: "INVALID verdict" })} classified.
          </p>
          <div ref={chart}>
            <RejectionThemesChart themes={view.themes} />
          </div>
          <ChartExport
            targetRef={chart}
            fileName={`rejection-themes-${runId}`}
            title="Rejection themes"
          />
          <div className="table-wrap">
            <table className="data" aria-label="Rejection themes">
              <thead>
                <tr>
                  <th>Theme</th>
                  <th>Count</th>
                  <th>Share</th>
                  <th>Paper</th>
                  <th>Example justifications</th>
                </tr>
              </thead>
              <tbody>
                {view.themes.map((t) => (
                  <tr key={t.theme} data-testid="theme-row" data-theme={t.theme}>
                    <td title={t.definition}>{t.name}</td>
                    <td data-testid="theme-count">{t.count}</td>
                    <td data-testid="theme-share">{t.percent.toFixed(1)}%</td>
                    <td className="subtle">
                      {t.paperShare === null ? "—" : `${(t.paperShare * 100).toFixed(1)}%`}
                    </td>
                    <td>
                      {t.examples.length === 0 ? (
                        <span className="subtle">—</span>
                      ) : (
                        <ul style={{ margin: 0, paddingLeft: 16 }}>
                          {t.examples.map((e) => (
                            <li key={`${e.patch}:${e.sample}`}>
                              <span className="mono">{e.patch}</span>: {e.text}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {!baseline && view && view.hidden > 0 && (
        <div className="subtle" data-testid="themes-hidden">
          {countNoun({ count: view.hidden, one: "patch", other: "patches" })} of this run left out
          of every count: you are labelling them in a campaign.
        </div>
      )}
    </section>
  );
}
