"use client";

import Link from "next/link";
import { useState } from "react";
import { ApiError } from "@/components/query/fetch-json";
import { charactersOver } from "@/components/ui/characters-over";
import { LengthWarning } from "@/components/ui/length-warning";
import { useStartJudgeRun } from "@/components/judge/use-start-judge-run";
import type { TGuidanceProposalWire } from "@/lib/tuning/guidance-api.types";
import {
  MAX_GUIDANCE_LINE,
  MAX_GUIDANCE_LINES,
  type TGuidanceDisagreement,
} from "@/lib/tuning/schemas-guidance";
import { GuidanceEvidence } from "./guidance-evidence";
import { useDecideGuidance } from "./use-decide-guidance";

type TRow = { text: string; rationale: string; patchIds: string[] };
/** The longest reason to reject the server takes (the decision schema in lib/tuning/schemas-guidance.ts). */
const MAX_REJECT_REASON = 2000;

/** A line's rationale and the disagreements it cites (none for a line the lead added). */
function LineEvidence(props: { row: TRow; byId: Map<string, TGuidanceDisagreement> }) {
  const { row, byId } = props;
  if (!row.rationale && row.patchIds.length === 0) return null;
  return (
    <>
      {row.rationale && <div className="subtle">Why: {row.rationale}</div>}
      <GuidanceEvidence disagreements={row.patchIds.flatMap((id) => byId.get(id) ?? [])} />
    </>
  );
}

/**
 * Review of a guidance proposal, as a rubric repair's: each proposed line with its rationale and
 * the disagreements it cites; the lead edits, removes or adds lines, then accepts (a new version
 * of the configuration) or rejects with a reason. A decided proposal is shown read-only, an
 * accepted one with its new version and a button to run it on the campaign.
 */
export function GuidanceReview(props: { slug: string; proposal: TGuidanceProposalWire }) {
  const { slug, proposal: p } = props;
  const decide = useDecideGuidance(slug, p.id);
  const start = useStartJudgeRun(slug);
  const [rows, setRows] = useState<TRow[]>(() => p.lines.map((l) => ({ ...l })));
  const [reason, setReason] = useState("");
  const shown = decide.data?.proposal ?? p;
  const open = shown.status === "proposed";
  const byId = new Map(p.disagreements.map((d) => [d.patchId, d]));
  const fieldErrors = decide.error instanceof ApiError ? decide.error.fields : [];
  const errorOf = (path: string) => fieldErrors.find((f) => f.path === path)?.message;
  const set = (i: number, text: string) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, text } : r)));
  // Text longer than the server takes is kept as typed, marked, and holds the decision.
  const linesTooLong = rows.some((r) => charactersOver(r.text, MAX_GUIDANCE_LINE) > 0);
  const reasonTooLong = charactersOver(reason, MAX_REJECT_REASON) > 0;
  return (
    <section className="panel" aria-label="Review the proposal">
      <h2>
        Proposal for {p.baseConfig.name} v{p.baseConfig.version}{" "}
        <span
          className={`badge ${shown.status === "accepted" ? "ok" : shown.status === "rejected" ? "bad" : "info"}`}
        >
          {shown.status}
        </span>
      </h2>
      <p className="subtle">
        From &ldquo;{p.campaign.name}&rdquo; (seed {p.seed}, {Math.round(p.heldOutShare * 100)} % of
        bugs held out): {p.tuningBugIds.length} tuning bugs, {p.heldOutBugIds.length} held out and
        never shown to the LLM. {p.disagreements.length + p.hidden} of {p.compared} compared tuning
        patches disagree with the consensus.
      </p>
      {p.hidden > 0 && (
        <p className="subtle" data-testid="guidance-hidden">
          {p.hidden} of these disagreement{p.hidden === 1 ? " is" : "s are"} hidden, with the
          rationale of the lines drawn from {p.hidden === 1 ? "it" : "them"}: you are still
          labelling {p.hidden === 1 ? "its patch" : "their patches"} in a campaign.
        </p>
      )}
      {shown.acceptedLines && (
        <>
          <h3>Accepted lines</h3>
          <ol className="guidance-lines" aria-label="Accepted lines" style={{ paddingLeft: 20 }}>
            {shown.acceptedLines.map((line, i) => (
              <li key={i} className="justification">
                {line}
              </li>
            ))}
          </ol>
        </>
      )}
      {open ? (
        <ol className="guidance-lines" style={{ paddingLeft: 20 }}>
          {rows.map((row, i) => (
            <li key={i} style={{ marginBottom: 16 }}>
              <div className="form-row">
                <textarea
                  aria-label={`Line ${i + 1}`}
                  value={row.text}
                  rows={2}
                  style={{ flex: 1, minWidth: 0 }}
                  onChange={(e) => set(i, e.target.value)}
                  aria-invalid={
                    errorOf(`lines.${i}`) || charactersOver(row.text, MAX_GUIDANCE_LINE) > 0
                      ? true
                      : undefined
                  }
                />
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove line ${i + 1}`}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </div>
              <LengthWarning value={row.text} max={MAX_GUIDANCE_LINE} />
              {errorOf(`lines.${i}`) && (
                <span className="field-error" role="alert">
                  {errorOf(`lines.${i}`)}
                </span>
              )}
              <LineEvidence row={row} byId={byId} />
            </li>
          ))}
        </ol>
      ) : (
        <details open={shown.status === "rejected"}>
          <summary>As proposed ({p.lines.length} lines)</summary>
          <ol className="guidance-lines" style={{ paddingLeft: 20 }}>
            {p.lines.map((row, i) => (
              <li key={i} style={{ marginBottom: 16 }}>
                <div className="justification">{row.text}</div>
                <LineEvidence row={row} byId={byId} />
              </li>
            ))}
          </ol>
        </details>
      )}
      <details>
        <summary>
          All {p.disagreements.length} disagreements of the tuning part ({p.tuningBugIds.length}{" "}
          bugs)
        </summary>
        <GuidanceEvidence disagreements={p.disagreements} />
      </details>
      {open && (
        <>
          <div className="toolbar">
            <button
              type="button"
              className="button"
              disabled={rows.length >= MAX_GUIDANCE_LINES}
              onClick={() => setRows((all) => [...all, { text: "", rationale: "", patchIds: [] }])}
            >
              Add a line
            </button>
            <span className="subtle">
              {rows.length} of at most {MAX_GUIDANCE_LINES}
            </span>
          </div>
          <div className="toolbar">
            <button
              type="button"
              className="button primary"
              disabled={decide.isPending || rows.length === 0 || linesTooLong}
              onClick={() => decide.mutate({ decision: "accept", lines: rows.map((r) => r.text) })}
            >
              Accept as a new version
            </button>
            <input
              type="text"
              aria-label="Reason to reject"
              placeholder="Why reject?"
              value={reason}
              style={{ flex: 1, minWidth: 160 }}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={reasonTooLong ? true : undefined}
            />
            <button
              type="button"
              className="button"
              disabled={decide.isPending || !reason.trim() || reasonTooLong}
              onClick={() => decide.mutate({ decision: "reject", reason })}
            >
              Reject
            </button>
            <LengthWarning value={reason} max={MAX_REJECT_REASON} />
          </div>
        </>
      )}
      {decide.isError && (
        <div className="alert error" role="alert">
          {decide.error.message}
        </div>
      )}
      {shown.status === "rejected" && (
        <div className="alert" role="status">
          Rejected{shown.reviewer ? ` by ${shown.reviewer.name}` : ""}: {shown.reason}
        </div>
      )}
      {shown.status === "accepted" && shown.resultConfig && (
        <div className="alert success" role="status">
          Accepted as{" "}
          <strong>
            {shown.resultConfig.name} v{shown.resultConfig.version}
          </strong>
          . Run it on &ldquo;{p.campaign.name}&rdquo; and compare it in the{" "}
          <Link href={`/projects/${slug}/judge/alignment`}>alignment view</Link>.{" "}
          {start.data ? (
            <Link href={`/projects/${slug}/judge/runs/${start.data.run.id}`}>Open the run</Link>
          ) : (
            <button
              type="button"
              className="button"
              disabled={start.isPending}
              onClick={() =>
                start.mutate({ configId: shown.resultConfig!.id, campaignId: p.campaign.id })
              }
            >
              {start.isPending
                ? "Starting…"
                : `Start a run of v${shown.resultConfig.version} on this campaign`}
            </button>
          )}
          {start.isError && <div className="field-error">{start.error.message}</div>}
        </div>
      )}
    </section>
  );
}
