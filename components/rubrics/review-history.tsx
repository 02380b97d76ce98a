import type { TGetRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { ChangeText } from "./change-text";

type TReview = NonNullable<TGetRubricResponse["rubric"]>["reviews"][number];

/** Earlier review rounds: each decision with its overall comment and its comments on single edits. */
export function ReviewHistory({ reviews }: { reviews: TReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section className="panel" data-testid="review-history">
      <h2>Earlier rounds ({reviews.length})</h2>
      <ol style={{ paddingLeft: 18, margin: 0 }}>
        {reviews.map((r) => (
          <li key={r.id} style={{ marginBottom: 14 }} data-testid={`review-round-${r.round}`}>
            <div className="toolbar" style={{ marginBottom: 4 }}>
              <strong>Round {r.round}</strong>
              <span className={r.decision === "confirmed" ? "badge ok" : "badge warn"}>
                {r.decision}
              </span>
              <span className="subtle">
                by {r.reviewer.name}, {new Date(r.createdAt).toLocaleString()}
              </span>
            </div>
            {r.comment.trim() ? (
              <div style={{ whiteSpace: "pre-wrap" }}>{r.comment}</div>
            ) : (
              <div className="subtle">No overall comment.</div>
            )}
            {r.comments.length > 0 && (
              <ul style={{ paddingLeft: 18, marginTop: 6 }}>
                {r.comments.map((c) => (
                  <li key={c.id} style={{ marginBottom: 8 }}>
                    <div>
                      On edit {c.edit.position + 1} <span className="badge">{c.edit.type}</span>:{" "}
                      <strong style={{ whiteSpace: "pre-wrap" }}>{c.comment}</strong>
                    </div>
                    <ChangeText region={c.edit} labelled />
                    {c.edit.justification.trim() && (
                      <div className="subtle">Justification: {c.edit.justification}</div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
