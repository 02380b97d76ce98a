"use client";

import type { TFewShotTuningResponse } from "@/lib/tuning/few-shot-api.types";

const SOURCE = {
  judge_disagreement: "the base run disagreed",
  adjudicated: "raters disagreed, adjudicated",
} as const;

/** The preview of a few-shot tuning: the split by bug and the examples the prompt would carry. */
export function FewShotPreview({ result }: { result: TFewShotTuningResponse }) {
  const { tuning, heldOut } = result.split;
  return (
    <section className="panel" aria-label="Preview" style={{ marginTop: 12 }}>
      <h2>Preview</h2>
      <p data-testid="split-counts">
        Split by bug (seed {result.seed}): <strong>tuning</strong> {tuning.bugs} bugs,{" "}
        {tuning.patches} patches ({tuning.labelled} with a consensus) · <strong>held out</strong>{" "}
        {heldOut.bugs} bugs, {heldOut.patches} patches ({heldOut.labelled} with a consensus).
        Examples come from the tuning part only; the report scores the held-out part only.
      </p>
      {result.hidden > 0 && (
        <p className="subtle" data-testid="few-shot-hidden">
          {result.hidden} labelled patch{result.hidden === 1 ? " is" : "es are"} left out (not
          counted, never an example): you are still labelling {result.hidden === 1 ? "it" : "them"}{" "}
          in a campaign.
        </p>
      )}
      <ol aria-label="Examples">
        {result.examples.map((e) => (
          <li key={e.patchId} data-testid="few-shot-example" style={{ marginBottom: 10 }}>
            <div>
              <strong>{e.label}</strong> · bug {e.bugId}
              {e.bugTitle && ` (${e.bugTitle})`} · patch {e.patchId} ·{" "}
              <span className="subtle">{SOURCE[e.source]}</span>
            </div>
            <div className="subtle" style={{ whiteSpace: "pre-wrap" }}>
              {e.reason}
            </div>
            {e.diffChars > e.diff.length && (
              <div className="subtle">
                Diff truncated to the first {e.diff.length} of {e.diffChars} characters.
              </div>
            )}
          </li>
        ))}
      </ol>
      <p className="subtle">Saved as: “{result.description}”.</p>
    </section>
  );
}
