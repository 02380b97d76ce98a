"use client";

import { useEffect, useState } from "react";
import { DiffView } from "@/components/diff/diff-view";
import { useSaveStudyRubric } from "./use-save-study-rubric";
import { useStudyRubric } from "./use-study-rubric";

/**
 * The rater's authoring page: one bug at a time (report and developer fix, as the paper's raters
 * saw them) beside a markdown text box; save a draft, or submit (final).
 */
export function RubricAuthor(props: {
  slug: string;
  studyId: string;
  firstBugId: string;
  open: boolean;
}) {
  const { slug, studyId, firstBugId, open } = props;
  const [bugId, setBugId] = useState(firstBugId);
  const item = useStudyRubric(slug, studyId, bugId);
  const save = useSaveStudyRubric(slug, studyId);
  const [text, setText] = useState("");
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    if (item.data && loadedFor !== bugId) {
      setText(item.data.rubric?.content ?? "");
      setLoadedFor(bugId);
    }
  }, [item.data, bugId, loadedFor]);
  const submitted = Boolean(item.data?.rubric?.submittedAt);
  const locked = submitted || !open;
  const send = (submit: boolean) =>
    save.mutate({ bugId, content: text, submit }, { onSuccess: () => void item.refetch() });

  if (item.isError)
    return (
      <div className="alert error" role="alert">
        {item.error.message}
      </div>
    );
  if (!item.data) return <div className="panel">Loading…</div>;
  const { bug, bugs } = item.data;
  const done = bugs.filter((b) => b.status === "submitted").length;
  return (
    <>
      <div className="toolbar">
        <strong data-testid="rubric-progress">
          {done} of {bugs.length} rubrics submitted
        </strong>
        {bugs.map((b) => (
          <button
            key={b.externalId}
            className={b.externalId === bugId ? "primary" : undefined}
            onClick={() => setBugId(b.externalId)}
            data-testid="bug-tab"
          >
            {b.externalId} <span className="badge">{b.status}</span>
          </button>
        ))}
      </div>
      <div className="rate-grid">
        <div>
          <section className="panel">
            <h2>
              {bug.title ?? bug.externalId} <span className="subtle mono">{bug.externalId}</span>
            </h2>
            <pre className="report">{bug.report || "(no report text)"}</pre>
          </section>
          <section className="panel">
            <h2>Developer fix (ground truth)</h2>
            <DiffView diff={bug.groundTruthPatch} label="Developer fix" />
          </section>
        </div>
        <div className="rate-side">
          <section className="panel">
            <h2>Your rubric</h2>
            <p className="subtle">
              What must a valid fix of this bug do, and what would make a patch invalid? Markdown.
            </p>
            <textarea
              aria-label="Your rubric"
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={18}
              readOnly={locked}
              style={{ width: "100%" }}
            />
            {submitted ? (
              <div className="badge ok" data-testid="rubric-submitted">
                Submitted: final
              </div>
            ) : (
              open && (
                <div className="toolbar">
                  <button onClick={() => send(false)} disabled={save.isPending}>
                    Save draft
                  </button>
                  <button
                    className="primary"
                    onClick={() => send(true)}
                    disabled={save.isPending || !text.trim()}
                  >
                    Submit rubric
                  </button>
                </div>
              )
            )}
            {save.data?.status === "draft" && !save.isPending && (
              <div className="subtle" role="status">
                Draft saved.
              </div>
            )}
            {save.isError && (
              <div className="alert error" role="alert">
                {save.error.message}
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
