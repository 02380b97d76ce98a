"use client";

import { useEffect, useRef } from "react";
import type { TGetJudgeResultsResponse as TJudgeResultsView } from "@/lib/judge/judge-api.types";
import { formatCertainty, formatConfidence } from "./judge-format";
import { LabelBadge } from "./judge-badges";

type TRow = TJudgeResultsView["rows"][number];

function Agreement({ agrees }: { agrees: boolean | null }) {
  if (agrees === null)
    return (
      <span className="subtle" title="No judge label or no consensus to compare">
        —<span className="sr-only">not comparable</span>
      </span>
    );
  return agrees ? (
    <span className="ok-text">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">agrees with the consensus</span>
    </span>
  ) : (
    <span className="bad-text">
      <span aria-hidden="true">✗</span>
      <span className="sr-only">disagrees with the consensus</span>
    </span>
  );
}

function Status({ row, onRetry }: { row: TRow; onRetry?: () => void }) {
  const tone =
    row.status === "done"
      ? "ok"
      : row.status === "failed"
        ? "bad"
        : row.status === "cancelled"
          ? "warn"
          : "";
  return (
    <div>
      <span className={`badge ${tone}`}>{row.status}</span>
      {row.error && (
        <div className="bad-text result-error" title={row.error}>
          {row.error}
        </div>
      )}
      {onRetry && (row.status === "failed" || row.status === "cancelled") && (
        <button
          type="button"
          className="small"
          style={{ marginTop: 4 }}
          onClick={(e) => {
            e.stopPropagation();
            onRetry();
          }}
          aria-label={`Retry ${row.patchId}`}
        >
          Retry
        </button>
      )}
    </div>
  );
}

/** One row per patch; click or Enter opens it, J/K move the cursor (handled by the parent). */
export function ResultsTable(props: {
  rows: TRow[];
  empty: string;
  hasConsensus: boolean;
  showVotes: boolean;
  cursor: number;
  openKey: string | null;
  onCursor: (index: number) => void;
  onOpen: (key: string) => void;
  onRetry?: (key: string) => void;
  /** A graded run: a Grade column (the samples' lower median, dimension grades in its title). */
  graded?: boolean;
}) {
  const { rows, empty, hasConsensus, showVotes, cursor, openKey, onCursor, onOpen, onRetry } =
    props;
  const graded = props.graded ?? false;
  const body = useRef<HTMLTableSectionElement>(null);
  const last = useRef(cursor);
  useEffect(() => {
    // J/K move the focus with the cursor, unless the reader is inside the detail panel.
    if (last.current === cursor) return;
    last.current = cursor;
    const row = body.current?.querySelectorAll<HTMLTableRowElement>("tr[data-key]")[cursor];
    if (!row) return;
    if (document.activeElement?.closest(".drawer")) row.scrollIntoView({ block: "nearest" });
    else if (document.activeElement !== row) row.focus();
  }, [cursor]);
  const cols = 7 + (hasConsensus ? 2 : 0) + (showVotes ? 1 : 0) + (graded ? 1 : 0);
  return (
    <div className="table-wrap">
      <table className="data results" aria-label="Judge results">
        <thead>
          <tr>
            <th>Patch</th>
            <th>Bug</th>
            <th>Bug type</th>
            <th>Tool</th>
            <th>Judge</th>
            {graded && <th>Grade</th>}
            {hasConsensus && (
              <>
                <th>Consensus</th>
                <th>
                  <span aria-hidden="true">Agrees</span>
                  <span className="sr-only">Agreement</span>
                </th>
              </>
            )}
            <th>Confidence</th>
            {showVotes && <th>Votes</th>}
            <th>Status</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.length === 0 && (
            <tr>
              <td colSpan={cols} className="empty">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((r, i) => (
            <tr
              key={r.key}
              data-key={r.key}
              data-testid="result-row"
              tabIndex={i === cursor ? 0 : -1}
              aria-selected={r.key === openKey}
              className={i === cursor ? "cursor" : undefined}
              onClick={() => {
                onCursor(i);
                onOpen(r.key);
              }}
              onFocus={() => i !== cursor && onCursor(i)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && e.target === e.currentTarget) {
                  e.preventDefault();
                  onOpen(r.key);
                }
              }}
            >
              <td className="mono patch-id" title={r.patchId}>
                {r.patchId}
              </td>
              <td className="mono nowrap">{r.bugId}</td>
              <td>{r.bugType ?? "—"}</td>
              <td>{r.tool ?? "—"}</td>
              <td>
                <LabelBadge label={r.label} />
                {r.tie && (
                  <span className="subtle" title="The samples split evenly">
                    {" "}
                    tie
                  </span>
                )}
              </td>
              {graded && (
                <td
                  className="nowrap"
                  data-testid="result-grade"
                  title={Object.entries(r.dimensionGrades ?? {})
                    .map(([k, g]) => `${k} ${g}`)
                    .join(", ")}
                >
                  {r.grade ?? "—"}
                  {r.dimensionGrades && (
                    <span className="subtle">
                      {" "}
                      (
                      {Object.entries(r.dimensionGrades)
                        .map(([k, g]) => `${k} ${g}`)
                        .join(", ")}
                      )
                    </span>
                  )}
                </td>
              )}
              {hasConsensus && (
                <>
                  <td>
                    <LabelBadge label={r.consensus} />
                  </td>
                  <td>
                    <Agreement agrees={r.agrees} />
                  </td>
                </>
              )}
              <td data-testid="result-certainty">
                {r.confidence === null && r.score !== null
                  ? formatCertainty(r)
                  : formatConfidence(r.confidence)}
              </td>
              {showVotes && (
                <td>
                  <span title={`${r.valid} VALID, ${r.invalid} INVALID`}>
                    {r.valid}–{r.invalid}
                  </span>
                </td>
              )}
              <td>
                <Status row={r} onRetry={onRetry && (() => onRetry(r.key))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
