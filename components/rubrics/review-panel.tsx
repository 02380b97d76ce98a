"use client";

import Link from "next/link";
import { TextDiff } from "@/components/diff/text-diff";
import { useActiveTime } from "@/components/ui/use-active-time";
import { EDIT_THEME_LABELS } from "@/lib/rubrics/edit-themes";
import type { TGetRubricResponse as TRubricDetail } from "@/lib/rubrics/rubrics-api.types";
import { ChangeText } from "./change-text";
import { RepairDeletionWarning } from "./repair-deletion-warning";
import { ReviewContext } from "./review-context";
import { ReviewHistory } from "./review-history";
import { RubricLintPanel } from "./rubric-lint-panel";
import { RubricTestBench } from "./rubric-test-bench";
import { useReviewDraft } from "./use-review-draft";
import { useRubricAction } from "./use-rubric-action";

type TRubric = NonNullable<TRubricDetail["rubric"]>;
type TBody = {
  versionId: string;
  decision: "confirmed" | "returned";
  comment: string;
  editComments: { editId: string; comment: string }[];
  activeMs: number;
};

/**
 * Engineer B: the bug report and developer fix, earlier rounds' comments, the change to the
 * draft, every edit's before and after text with its justification and themes; comments,
 * confirm or return.
 */
export function ReviewPanel({
  slug,
  bugId,
  rubric,
  bug,
}: {
  slug: string;
  bugId: string;
  rubric: TRubric;
  /** What the reviewer (and rubric lint) compares the text with. */
  bug: { title: string | null; report: string; groundTruthPatch: string };
}) {
  const current = rubric.currentVersion!;
  const review = useRubricAction<TBody>(slug, bugId, "review");
  // Unsent comments live in this browser until the review is recorded (a failed send keeps them).
  const notes = useReviewDraft({ slug, bugId, versionId: current.id });
  const { comment, editComments } = notes.draft;
  const time = useActiveTime(current.id);
  const decide = (decision: TBody["decision"]) => {
    const activeMs = time.take();
    review.mutate(
      {
        versionId: current.id,
        decision,
        comment,
        editComments: Object.entries(editComments)
          .filter(([, c]) => c.trim())
          .map(([editId, c]) => ({ editId, comment: c.trim() })),
        activeMs,
      },
      { onSuccess: notes.clear, onError: () => time.giveBack(activeMs) },
    );
  };

  if (review.isSuccess) {
    const golden = review.data.status === "golden";
    return (
      <div className="alert success" role="status">
        {golden
          ? "Confirmed: this is now the golden rubric."
          : "Returned to the editor with your comments."}{" "}
        <Link href={`/projects/${slug}/bugs/${encodeURIComponent(bugId)}`}>Back to the bug</Link>
      </div>
    );
  }
  return (
    <>
      {current.promptTemplate === "rubric-repair" && (
        <div className="alert warn" role="note" data-testid="repair-proposal">
          This version started as a{" "}
          {current.source === "offline"
            ? "repair proposal (offline, no LLM)"
            : "LLM repair proposal"}{" "}
          from the judge&apos;s disagreements with the human consensus
          {current.createdBy ? `, requested by ${current.createdBy.name}` : ""}; its justifications
          say so.
          {rubric.goldenVersion
            ? ` Golden version ${rubric.goldenVersion.number} stays in effect until you confirm.`
            : ""}
        </div>
      )}
      {current.promptTemplate === "rubric-repair" && (
        <RepairDeletionWarning
          parent={current.parentVersion}
          proposed={current.content}
          action="confirm it"
        />
      )}
      <ReviewContext bug={bug} />
      <ReviewHistory reviews={rubric.reviews} />
      <section className="panel">
        <h2>
          Draft → version {current.number}{" "}
          {current.edits.length === 0 && <span className="badge">unmodified draft</span>}
        </h2>
        {current.edits.length > 0 ? (
          <TextDiff
            before={rubric.draft!.content}
            after={current.content}
            label="Changes to the draft"
          />
        ) : (
          <pre className="report">{current.content}</pre>
        )}
      </section>
      <RubricLintPanel
        format={rubric.format}
        markdown={current.content}
        report={bug.report}
        groundTruthPatch={bug.groundTruthPatch}
      />
      <RubricTestBench slug={slug} bugId={bugId} text={current.content} />
      <section className="panel">
        <h2>Edits and justifications ({current.edits.length})</h2>
        {notes.restored && (
          <div className="alert warn" role="status" data-testid="review-draft-restored">
            Restored your unsent comments from this browser.
          </div>
        )}
        <ol style={{ paddingLeft: 18 }} data-testid="review-edits">
          {current.edits.map((e, i) => (
            <li key={e.id} style={{ marginBottom: 14 }}>
              <div className="toolbar" style={{ marginBottom: 4 }}>
                <strong>Edit {i + 1}</strong>
                <span className="badge">{e.type}</span>
                {e.themes.map((t) => (
                  <span key={t} className="badge info">
                    {EDIT_THEME_LABELS[t]}
                  </span>
                ))}
              </div>
              <ChangeText region={e} labelled />
              <div style={{ marginTop: 4 }}>
                <span className="subtle">Justification:</span> {e.justification}
              </div>
              {e.comments.map((c) => (
                <div key={c.id} className="subtle" style={{ whiteSpace: "pre-wrap" }}>
                  Round {c.review.round} comment by {c.review.reviewer.name}: {c.comment}
                </div>
              ))}
              <textarea
                aria-label={`Comment on edit ${i + 1}`}
                rows={1}
                style={{ width: "100%", marginTop: 6 }}
                placeholder="Comment (optional)"
                value={editComments[e.id] ?? ""}
                onChange={(ev) =>
                  notes.update({ editComments: { ...editComments, [e.id]: ev.target.value } })
                }
              />
            </li>
          ))}
        </ol>
        <label className="field">
          Overall comment
          <textarea
            aria-label="Overall comment"
            rows={2}
            value={comment}
            onChange={(e) => notes.update({ comment: e.target.value })}
          />
        </label>
        <div className="toolbar" style={{ marginTop: 12 }}>
          <button
            className="primary"
            disabled={review.isPending}
            onClick={() => decide("confirmed")}
          >
            Confirm as golden
          </button>
          <button disabled={review.isPending} onClick={() => decide("returned")}>
            Return with comments
          </button>
        </div>
        {review.isError && (
          <div className="alert error" role="alert">
            {review.error.message}
          </div>
        )}
      </section>
    </>
  );
}
