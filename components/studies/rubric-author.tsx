"use client";

import { useCallback, useState } from "react";
import { DiffView } from "@/components/diff/diff-view";
import { QueryErrorBanner } from "@/components/ui/query-error-banner";
import { StudyRubricBox } from "./study-rubric-box";
import { studyRubricDraftKey } from "./study-rubric-draft";
import { useStudyRubric } from "./use-study-rubric";

/**
 * The rater's authoring page: one bug at a time (report and developer fix, as the paper's raters
 * saw them) beside a markdown text box; save a draft, or submit (final). Switching bugs keeps
 * each one's unsaved text (StudyRubricBox), and the tabs mark the bugs that have some.
 */
export function RubricAuthor(props: {
  slug: string;
  studyId: string;
  firstBugId: string;
  open: boolean;
  /** The signed-in rater's id: whose drafts the browser keeps. */
  draftOwner: string;
}) {
  const { slug, studyId, firstBugId, open, draftOwner } = props;
  const [bugId, setBugId] = useState(firstBugId);
  const item = useStudyRubric(slug, studyId, bugId);
  // Bugs whose box has said whether it holds unsaved text; others are read from the browser.
  const [unsaved, setUnsaved] = useState<Record<string, boolean>>({});
  const onUnsaved = useCallback(
    (dirty: boolean) => setUnsaved((u) => (u[bugId] === dirty ? u : { ...u, [bugId]: dirty })),
    [bugId],
  );
  // Rendered only once the rubric has loaded, in the browser (no server render reads storage).
  const hasDraft = (id: string) =>
    unsaved[id] ??
    (typeof window !== "undefined" &&
      window.localStorage.getItem(
        studyRubricDraftKey({ owner: draftOwner, studyId, bugId: id }),
      ) !== null);

  if (!item.data)
    return item.isError ? <QueryErrorBanner query={item} /> : <div className="panel">Loading…</div>;
  // While another bug loads, the previous one's data stands in for the tabs only.
  const shown = item.isPlaceholderData ? null : item.data;
  const { bugs } = item.data;
  const done = bugs.filter((b) => b.status === "submitted").length;
  return (
    <>
      <QueryErrorBanner query={item} />
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
            {b.status !== "submitted" && hasDraft(b.externalId) && (
              <>
                {" "}
                <span className="badge warn">unsaved</span>
              </>
            )}
          </button>
        ))}
      </div>
      {!shown ? (
        !item.isError && <div className="panel">Loading…</div>
      ) : (
        <div className="rate-grid">
          <div>
            <section className="panel">
              <h2>
                {shown.bug.title ?? shown.bug.externalId}{" "}
                <span className="subtle mono">{shown.bug.externalId}</span>
              </h2>
              <pre className="report">{shown.bug.report || "(no report text)"}</pre>
            </section>
            <section className="panel">
              <h2>Developer fix (ground truth)</h2>
              <DiffView diff={shown.bug.groundTruthPatch} label="Developer fix" />
            </section>
          </div>
          <div className="rate-side">
            <section className="panel">
              <h2>Your rubric</h2>
              <p className="subtle">
                What must a valid fix of this bug do, and what would make a patch invalid? Markdown.
              </p>
              <StudyRubricBox
                key={bugId}
                slug={slug}
                studyId={studyId}
                bugId={bugId}
                draftOwner={draftOwner}
                saved={shown.rubric?.content ?? ""}
                submitted={Boolean(shown.rubric?.submittedAt)}
                open={open}
                onSaved={() => void item.refetch()}
                onUnsaved={onUnsaved}
              />
            </section>
          </div>
        </div>
      )}
    </>
  );
}
