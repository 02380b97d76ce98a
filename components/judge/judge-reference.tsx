"use client";

import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { DiffView } from "@/components/diff/diff-view";
import { PromptAsSent } from "./prompt-as-sent";
import type { TJudgeResultDetail } from "@/lib/judge/judge-api.types";

/** Exactly what the judge was given: the reference beside the report and the candidate patch, and the whole prompt as sent. */
export function JudgeReference({
  reference,
  prompt,
  promptWithheld,
}: {
  reference: TJudgeResultDetail["reference"];
  prompt?: TJudgeResultDetail["prompt"];
  promptWithheld?: TJudgeResultDetail["promptWithheld"];
}) {
  const r = reference;
  return (
    <section aria-label="What the judge saw" className="drawer-section">
      <h3>What the judge saw</h3>
      {r.baseline && (
        <div className="alert warn" style={{ marginTop: 0 }}>
          No LLM: the similarity baseline scored the candidate by how close it is to the developer
          fix below and labels it VALID at or above its threshold. Its justification is computed,
          not written by a model.
        </div>
      )}
      <div className="subtle" style={{ marginBottom: 6 }}>
        {r.label}
        {r.versionNumber !== null && (
          <>
            {" "}
            · rubric version <strong>{r.versionNumber}</strong> (fixed when the run started)
          </>
        )}
      </div>
      {r.kind === "fix_spec" && r.specFiles && (
        <div className="subtle" style={{ marginBottom: 6 }}>
          Written by <strong>{r.specWriter}</strong> from the report and the original contents of{" "}
          {r.specFiles.length === 0
            ? "no file"
            : r.specFiles.map((f, i) => (
                <span key={f}>
                  {i > 0 && ", "}
                  <code>{f}</code>
                </span>
              ))}
          , never from the developer fix.
        </div>
      )}
      {r.format === "markdown" && r.content !== null && (
        <div className="rubric-md reference-md" data-testid="judge-reference">
          <ReactMarkdown remarkPlugins={[remarkGfm]}>{r.content}</ReactMarkdown>
        </div>
      )}
      {r.format === "diff" && r.content !== null && (
        <DiffView diff={r.content} label="Developer fix (ground truth)" />
      )}
      {r.kind === "report_only" && (
        <div className="subtle">
          Bug report only: the judge saw the report and the candidate patch, and no rubric or
          developer fix.
        </div>
      )}
      {r.testInformation !== null && (
        <>
          <h4>Test information</h4>
          <pre className="test-information" data-testid="judge-test-information">
            {r.testInformation}
          </pre>
        </>
      )}
      {r.format === null && r.kind !== "report_only" && (
        <div className="subtle">The reference text is no longer available.</div>
      )}
      {!r.baseline && <PromptAsSent prompt={prompt ?? null} withheld={promptWithheld ?? null} />}
    </section>
  );
}
