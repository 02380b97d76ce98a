"use client";

import { useDeferredValue, useMemo } from "react";
import { EDIT_THEME_LABELS } from "@/lib/rubrics/edit-themes";
import { lintRubric } from "@/lib/rubrics/lint-rubric";
import type { TRubricSection } from "@/lib/rubrics/schemas";

const SECTION_LABELS: Record<TRubricSection, string> = {
  rootCause: "Root cause",
  requirements: "Requirement",
  acceptable: "Acceptable",
  unacceptable: "Unacceptable",
  other: "Item",
};

/**
 * Rubric lint beside the editor and on the review page: missing or empty sections, items that copy
 * the developers' fix, over-constrain, are vague or repeat another, each with the paper's edit
 * theme. Computed in the browser from the text as it is typed; advisory only, it never blocks saving, submitting or confirming.
 */
export function RubricLintPanel({
  markdown,
  report,
  groundTruthPatch,
  format,
}: {
  markdown: string;
  report: string;
  groundTruthPatch: string;
  /** The rubric's format: a templated one must keep the template's sections. */
  format: string;
}) {
  const text = useDeferredValue(markdown);
  const warnings = useMemo(
    () =>
      lintRubric({
        markdown: text,
        report,
        groundTruthPatch,
        format: format === "freeform" ? "freeform" : "templated",
      }),
    [text, report, groundTruthPatch, format],
  );
  return (
    <section className="panel" data-testid="rubric-lint" aria-live="polite">
      <h2>
        Rubric lint{" "}
        <span className={`badge ${warnings.length ? "warn" : "ok"}`}>
          {warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`}
        </span>
      </h2>
      {warnings.length === 0 ? (
        <div className="subtle">
          Every section is there, and no item copies the developers&apos; fix, over-constrains, is
          vague or repeats another.
        </div>
      ) : (
        <ul style={{ paddingLeft: 18, margin: 0 }}>
          {warnings.map((w) => (
            <li
              key={`${w.rule}:${w.line}:${w.match}`}
              data-testid="rubric-lint-warning"
              style={{ marginBottom: 6 }}
            >
              <span className="badge info">{EDIT_THEME_LABELS[w.theme]}</span>{" "}
              <span className="subtle">
                {SECTION_LABELS[w.section]} {w.itemIndex + 1} (line {w.line}):
              </span>{" "}
              <code>{w.match}</code> — {w.message}
            </li>
          ))}
        </ul>
      )}
      <div className="subtle" style={{ marginTop: 6 }}>
        Hints only: saving, submitting and confirming are never blocked.
      </div>
    </section>
  );
}
