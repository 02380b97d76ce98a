"use client";

import Link from "next/link";
import { EVIDENCE_FLAG_INFO, EVIDENCE_FLAG_KINDS } from "@/lib/judge/evidence/schemas-evidence";
import { countNoun } from "@/lib/text/count-noun";
import { useRunFlags } from "./use-run-flags";

const TESTS = { pass: "passes its tests", fail: "fails its tests", unknown: "tests unknown" };

/**
 * "Evidence flags" of a finished run (paper 001 §7: judge rejections claiming compilation errors
 * on patches that passed their tests): per kind how many verdicts the patch's recorded evidence
 * contradicts, then each flagged verdict with the claiming sentence (highlighted) beside the
 * evidence, its patch and bug. Leads send the flagged patches to an active-review campaign (the
 * campaign form, rule "evidence flags" preselected); rubric editors open the bug's rubric repair
 * with this run chosen. Patches the reader is still labelling are left out of every count.
 */
export function EvidenceFlags(props: {
  slug: string;
  runId: string;
  finished: boolean;
  canManageCampaigns: boolean;
  canEditRubrics: boolean;
}) {
  const { slug, runId, finished, canManageCampaigns, canEditRubrics } = props;
  const flags = useRunFlags(slug, runId, finished);
  const view = flags.data;
  if (!finished) return null;
  const project = `/projects/${encodeURIComponent(slug)}`;
  return (
    <section aria-label="Evidence flags" className="panel" style={{ marginTop: 16 }}>
      <div className="toolbar">
        <h2 style={{ margin: 0 }}>Evidence flags</h2>
        <span className="subtle">
          Verdicts whose justification or thought says something the patch&apos;s tests or diff
          contradict: a judge mistake, often from a wrong rubric requirement.
        </span>
        <span className="spacer" />
        {canManageCampaigns && view && view.flagged > 0 && (
          <Link
            className="button primary"
            href={`${project}/campaigns?review=evidence_flags&run=${encodeURIComponent(runId)}`}
          >
            Send to active review
          </Link>
        )}
      </div>
      {flags.isError && (
        <div className="alert error" role="alert">
          {flags.error.message}
        </div>
      )}
      {!view ? (
        !flags.isError && <div className="subtle">Loading…</div>
      ) : (
        <>
          <p className="subtle" data-testid="flags-summary">
            {view.flagged} of {countNoun({ count: view.verdicts, one: "verdict" })} flagged by
            evidence (offline phrase patterns, no LLM).
            {view.hidden > 0 &&
              ` ${countNoun({ count: view.hidden, one: "patch", other: "patches" })} you are still labelling left out.`}
          </p>
          <div className="table-wrap">
            <table className="data" aria-label="Evidence flags per kind">
              <thead>
                <tr>
                  <th>Kind</th>
                  <th>Verdicts</th>
                </tr>
              </thead>
              <tbody>
                {EVIDENCE_FLAG_KINDS.map((kind) => (
                  <tr key={kind} data-testid="flag-kind" data-kind={kind}>
                    <td title={kind}>{EVIDENCE_FLAG_INFO[kind]}</td>
                    <td data-testid="flag-kind-count">{view.counts[kind] ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {view.items.length > 0 && (
            <div className="table-wrap" style={{ marginTop: 12 }}>
              <table className="data" aria-label="Flagged verdicts">
                <thead>
                  <tr>
                    <th>Patch</th>
                    <th>The judge says</th>
                    <th>The evidence</th>
                  </tr>
                </thead>
                <tbody>
                  {view.items.flatMap((item) =>
                    item.flags.map((f, i) => (
                      <tr
                        key={`${item.patchId}:${item.sample}:${i}`}
                        data-testid="flag-row"
                        data-kind={f.kind}
                      >
                        <td>
                          <Link
                            className="mono"
                            href={`${project}/patches/${encodeURIComponent(item.patchId)}`}
                          >
                            {item.patch}
                          </Link>
                          <div className="subtle">
                            <Link href={`${project}/bugs/${encodeURIComponent(item.bug)}`}>
                              {item.bug}
                            </Link>{" "}
                            · {item.label}
                            {item.sample > 0 ? ` · sample ${item.sample}` : ""}
                          </div>
                          {canEditRubrics && i === 0 && (
                            <Link
                              className="button"
                              style={{ marginTop: 4 }}
                              href={`${project}/bugs/${encodeURIComponent(item.bug)}?repairRun=${encodeURIComponent(runId)}#rubric-repair`}
                            >
                              Propose a rubric repair
                            </Link>
                          )}
                        </td>
                        <td>
                          <div className="subtle" style={{ fontSize: 12 }}>
                            {EVIDENCE_FLAG_INFO[f.kind]} · {f.severity} · in the {f.source}
                          </div>
                          <mark data-testid="flag-sentence">{f.sentence}</mark>
                        </td>
                        <td data-testid="flag-evidence">
                          {f.evidence}
                          <div className="subtle" style={{ fontSize: 12 }}>
                            {TESTS[item.tests]} · changes {item.files.join(", ") || "no file"}
                          </div>
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
