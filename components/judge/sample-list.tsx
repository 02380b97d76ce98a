"use client";

import type { TJudgeResultDetail } from "@/lib/judge/judge-api.types";
import { formatCertainty } from "./judge-format";
import { LabelBadge } from "./judge-badges";
import { RequirementVerdicts } from "./requirement-verdicts";

/** Each sample's label, confidence, justification, requirement verdicts (per-requirement runs; the thought folded away), and any failed job. */
export function SampleList({ detail }: { detail: TJudgeResultDetail }) {
  const many = detail.jobs.length > 1;
  const requirementsOf = (sample: number) =>
    detail.requirements?.find((r) => r.sample === sample)?.verdicts ?? null;
  const failed = detail.jobs.filter((j) => j.status === "failed" || j.status === "cancelled");
  const open = detail.jobs.filter((j) => j.status === "pending" || j.status === "running").length;
  return (
    <section aria-label="Judge answers" className="drawer-section">
      <h3>
        {detail.reference.baseline
          ? "Baseline score"
          : many
            ? `Samples (${detail.valid} VALID, ${detail.invalid} INVALID${detail.tie ? ", tie" : ""})`
            : "Judge answer"}
      </h3>
      {detail.samples.length === 0 && failed.length === 0 && (
        <div className="subtle">No answer yet.</div>
      )}
      {open > 0 && (
        <div className="subtle">
          {open} sample{open === 1 ? "" : "s"} still to come…
        </div>
      )}
      {detail.samples.map((s) => (
        <article key={s.sample} className="rating-card sample-card" data-testid="judge-sample">
          <div className="toolbar" style={{ marginBottom: 6 }}>
            {many && <strong>Sample {s.sample + 1}</strong>}
            <LabelBadge label={s.label} />
            {s.grade !== undefined && (
              <span data-testid="sample-grade">
                grade {s.grade}
                {Object.entries(s.dimensionGrades ?? {})
                  .map(([k, g]) => ` · ${k} ${g}`)
                  .join("")}
                {s.modelLabel && (
                  <span className="subtle" title="The model's label contradicted its grade">
                    {" "}
                    (model said {s.modelLabel}; set from the grade)
                  </span>
                )}
              </span>
            )}
            <span className="subtle">{formatCertainty(s)}</span>
            {s.cached && (
              <span
                className="badge info"
                title="Answered from the LLM call cache: no tokens spent"
              >
                cached
              </span>
            )}
          </div>
          <div className="justification" data-testid="judge-justification">
            {s.justification || <span className="subtle">no justification</span>}
          </div>
          {requirementsOf(s.sample) && <RequirementVerdicts verdicts={requirementsOf(s.sample)!} />}
          {s.thought && (
            <details style={{ marginTop: 6 }}>
              <summary>Thought</summary>
              <div className="thought">{s.thought}</div>
            </details>
          )}
        </article>
      ))}
      {failed.map((j) => (
        <div key={j.sample} className="alert error" style={{ margin: "6px 0" }}>
          {many ? `Sample ${j.sample + 1}: ` : ""}
          {j.status}
          {j.attempts > 0 ? ` after ${j.attempts} attempt${j.attempts === 1 ? "" : "s"}` : ""}
          {j.error ? `: ${j.error}` : ""}
        </div>
      ))}
    </section>
  );
}
