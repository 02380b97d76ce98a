"use client";

import { useEffect, useRef } from "react";
import { DiffView } from "@/components/diff/diff-view";
import { DISAGREEMENT_THEME_LABELS } from "@/lib/campaigns/disagreement-themes";
import { formatCertainty } from "./judge-format";
import { LabelBadge } from "./judge-badges";
import { JudgeReference } from "./judge-reference";
import { SampleList } from "./sample-list";
import { useJudgeResult } from "./use-judge-result";

/** The click-through of one patch: verdict, bug, candidate diff, what the judge saw, every sample, the consensus. */
export function ResultDrawer(props: {
  slug: string;
  runId: string;
  patchKey: string;
  live: boolean;
  onClose: () => void;
}) {
  const { slug, runId, patchKey, live, onClose } = props;
  const query = useJudgeResult(slug, runId, patchKey, { live });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [patchKey]);
  const d = query.data?.result;
  return (
    <aside
      className="drawer"
      role="dialog"
      aria-modal="false"
      aria-labelledby="drawer-title"
      data-testid="result-drawer"
    >
      <div className="drawer-head">
        <h2 id="drawer-title" ref={heading} tabIndex={-1} className="mono">
          {d?.patchId ?? "Patch"}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close the panel">
          Close <kbd>Esc</kbd>
        </button>
      </div>
      {query.isError && (
        <div className="alert error" role="alert">
          {query.error.message}
        </div>
      )}
      {!d && !query.isError && <div className="subtle">Loading…</div>}
      {d && (
        <>
          <div className="toolbar verdict" data-testid="drawer-verdict">
            <span>
              Judge <LabelBadge label={d.label} />
            </span>
            {d.consensus && (
              <span>
                Consensus <LabelBadge label={d.consensus} />
              </span>
            )}
            {d.agrees !== null && (
              <span className={d.agrees ? "ok-text" : "bad-text"}>
                {d.agrees ? "✓ agrees" : "✗ disagrees"}
              </span>
            )}
            <span className="subtle" data-testid="drawer-certainty">
              {formatCertainty(d)}
            </span>
            <span className="subtle">{d.tool ?? "unknown tool"}</span>
          </div>
          <SampleList detail={d} />
          {d.consensusDetail && (
            <section aria-label="Consensus" className="drawer-section">
              <h3>
                Consensus <LabelBadge label={d.consensusDetail.label} />
              </h3>
              {d.consensusDetail.themes.length > 0 && (
                <div className="toolbar" style={{ marginBottom: 4 }}>
                  {d.consensusDetail.themes.map((t) => (
                    <span key={t} className="badge info">
                      {DISAGREEMENT_THEME_LABELS[t]}
                    </span>
                  ))}
                </div>
              )}
              {d.consensusDetail.notes ? (
                <div style={{ whiteSpace: "pre-wrap" }}>{d.consensusDetail.notes}</div>
              ) : (
                <div className="subtle">No notes (unanimous or none recorded).</div>
              )}
            </section>
          )}
          <section aria-label="Bug" className="drawer-section">
            <h3>
              {d.bug.title ?? d.bug.externalId}{" "}
              <span className="subtle mono">{d.bug.externalId}</span>
              {d.bug.bugType && (
                <>
                  {" "}
                  <span className="badge">{d.bug.bugType}</span>
                </>
              )}
            </h3>
            <details>
              <summary>Bug report</summary>
              <pre className="report" style={{ marginTop: 6 }}>
                {d.bug.report || "(no report text)"}
              </pre>
            </details>
          </section>
          <section aria-label="Candidate patch" className="drawer-section">
            <h3>Candidate patch</h3>
            <DiffView diff={d.diff} label="Candidate patch" />
          </section>
          <JudgeReference
            reference={d.reference}
            prompt={d.prompt}
            promptWithheld={d.promptWithheld}
          />
        </>
      )}
    </aside>
  );
}
