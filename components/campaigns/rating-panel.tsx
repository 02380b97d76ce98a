"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import type { TGetRatingItemResponse as TRatingItem } from "@/lib/campaigns/campaigns-api.types";
import type { TRatingLabel } from "@/lib/campaigns/schemas";
import { describeRaterPhase } from "@/lib/campaigns/describe-rater-phase";
import { ApiError } from "@/components/query/fetch-json";
import { readStoredJson } from "@/components/query/read-stored-json";
import { useActiveTime } from "@/components/ui/use-active-time";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import {
  type TRatingDraft as TDraft,
  ratingDraftCheck,
  ratingDraftKey as draftKey,
} from "./rating-draft-check";
import { draftFromSaved, isRatingDraftDirty } from "./rating-draft-dirty";
import type { TRatingScale } from "@/lib/scales/schemas";
import { GradeChoice } from "./grade-choice";
import { readRatingConflict, type TStoredRating } from "./rating-conflict";
import { RatingConflictNotice } from "./rating-conflict-notice";
import { RubricChecklist } from "./rubric-checklist";
import { RubricRegion } from "./rubric-region";
import { useHotkeys } from "./use-hotkeys";
import { refusedSaveMessage } from "./refused-save-message";
import { useSubmitRating } from "./use-submit-rating";

const LEAVE_MESSAGE =
  "Your label or justification for this item is not submitted. Leave anyway? The draft stays in this tab, but it counts only once you submit it.";

function initialDraft(item: TRatingItem, graded: boolean): TDraft {
  const saved =
    typeof window === "undefined"
      ? null
      : readStoredJson({
          storage: window.sessionStorage,
          key: draftKey(item.assignmentId),
          schema: ratingDraftCheck,
        });
  // A draft kept before drafts recorded their base starts from the rating as loaded now.
  if (saved)
    return saved.base === undefined ? { ...saved, base: item.myRating?.updatedAt ?? null } : saved;
  return draftFromSaved({ saved: item.myRating, graded });
}

/**
 * The rubric checklist and the label form of one item. An unsent draft is kept
 * per item in sessionStorage, so moving with J/K or reloading loses nothing.
 * Each save sends the draft's base (the stored rating's `updatedAt` it started from): a label
 * saved since in another tab or window is refused by the server, and the conflict notice shows
 * it beside the untouched form (load it, or keep mine: saved again on the new base). A save
 * refused because the item was reassigned away (404) locks the form with the draft still in it.
 */
export function RatingPanel(props: {
  slug: string;
  campaignId: string;
  item: TRatingItem;
  allowUnsure: boolean;
  /** The campaign's graded scale, or null (binary: VALID / INVALID). */
  scale: TRatingScale | null;
  locked: boolean;
  onSaved: () => void;
  /** Shown above the rubric, in its scrolling region (the instructions, the project's rules). */
  context?: ReactNode;
}) {
  const { slug, campaignId, item, allowUnsure, scale, locked, onSaved } = props;
  const [activeRow, setActiveRow] = useState(0);
  const [draft, setDraft] = useState<TDraft>(() => initialDraft(item, scale !== null));
  const [error, setError] = useState<string | null>(null);
  /** The rating another tab saved since the draft's base (a refused save), until one is chosen. */
  const [conflict, setConflict] = useState<TStoredRating | null>(null);
  /** The item left the rater's queue (a refused save: reassigned by a rebalance). */
  const [gone, setGone] = useState(false);
  const submit = useSubmitRating(slug, campaignId);
  const time = useActiveTime(item.assignmentId);
  const justification = useRef<HTMLTextAreaElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const mine = item.myRating;
  // Compared as the server stores it (trimmed, requirements sorted): a label just saved is saved.
  const dirty = isRatingDraftDirty({ draft, saved: mine, graded: scale !== null });
  // Read only, not sendable: the campaign left labelling, or the item is no longer the rater's.
  const frozen = locked || gone;

  const copy = describeRaterPhase({ phase: item.phase, allowUnsure });
  useLeaveGuard({ active: dirty && !frozen, message: LEAVE_MESSAGE });

  useEffect(() => {
    if (dirty) window.sessionStorage.setItem(draftKey(item.assignmentId), JSON.stringify(draft));
    else window.sessionStorage.removeItem(draftKey(item.assignmentId));
  }, [dirty, draft, item.assignmentId]);

  // Keyboard and screen reader users land on the conflict notice, next to its two buttons; the
  // panel scrolls (it scrolls on its own in a short window) so the buttons or the refusal show.
  useEffect(() => {
    if (!conflict) return;
    notice.current?.focus();
    notice.current?.scrollIntoView({ block: "nearest" });
  }, [conflict]);
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorBox.current?.scrollIntoView({ block: "nearest" });
  }, [error]);

  // While a label is being saved this panel is about to give way to the next item: a key typed
  // then (V, I, a digit) must not turn the label just saved into an unsent draft.
  const update = (patch: Partial<TDraft>) =>
    !frozen && !submit.isPending && setDraft((d) => ({ ...d, ...patch }));
  const toggle = (i: number) =>
    update({
      checklist: draft.checklist.includes(i)
        ? draft.checklist.filter((c) => c !== i)
        : [...draft.checklist, i],
    });
  const rows = scale ? 1 + scale.dimensions.length : 0;
  /** Grades the row, then highlights the next one (the overall grade first, then dimensions). */
  const grade = (row: number, g: number) => {
    if (frozen || !scale) return;
    if (row === 0) update({ grade: g, label: null });
    else
      update({
        label: null,
        dimensionGrades: { ...draft.dimensionGrades, [scale.dimensions[row - 1]!.key]: g },
      });
    setActiveRow(Math.min(row + 1, rows - 1));
  };
  const answer = () => {
    if (!scale) return draft.label ? { label: draft.label } : null;
    if (draft.label === "UNSURE") return { label: "UNSURE" as const };
    if (!draft.grade) return null;
    return scale.dimensions.length > 0
      ? { grade: draft.grade, dimensionGrades: draft.dimensionGrades ?? {} }
      : { grade: draft.grade };
  };
  /** Submits the draft on its base, or, from the conflict notice's "Keep mine", on `keep.base`. */
  const send = (keep?: { base: string | null }) => {
    if (frozen || submit.isPending) return;
    // The notice asks for a choice first: Ctrl+Enter leads back to it rather than failing again.
    if (conflict && !keep) return notice.current?.focus();
    const chosen = answer();
    if (!chosen)
      return setError(
        scale
          ? `Choose a grade first (1–${scale.grades.length}${allowUnsure ? ", or U for UNSURE" : ""}).`
          : copy.missingLabel,
      );
    const ungraded =
      scale && draft.label !== "UNSURE"
        ? scale.dimensions.filter((d) => draft.dimensionGrades?.[d.key] === undefined)
        : [];
    if (ungraded.length > 0)
      return setError(`Grade every dimension: ${ungraded.map((d) => d.name).join(", ")}.`);
    setError(null);
    const base = keep ? keep.base : (draft.base ?? null);
    if (keep) {
      setConflict(null);
      setDraft((d) => ({ ...d, base }));
    }
    const timeSpentMs = time.take();
    submit.mutate(
      {
        assignmentId: item.assignmentId,
        ...chosen,
        justification: draft.justification,
        checklist: draft.checklist,
        timeSpentMs,
        baseUpdatedAt: base,
      },
      {
        onSuccess: (saved) => {
          window.sessionStorage.removeItem(draftKey(item.assignmentId));
          // The next save from this form (the last item stays open) revises this one.
          setDraft((d) => ({ ...d, base: saved.updatedAt }));
          justification.current?.blur();
          onSaved();
        },
        onError: (e) => {
          time.giveBack(timeSpentMs);
          // Saved meanwhile in another tab: the item has been refreshed, the form is untouched.
          const stored = readRatingConflict(e);
          if (stored) return setConflict(stored);
          // A refusal (409: the phase moved on; 403: no longer a rater here; 404: reassigned) has
          // refreshed what it needs (useSubmitRating): the form locks, what was typed stays in it.
          if (e instanceof ApiError && e.status === 404) setGone(true);
          setError(refusedSaveMessage(e));
        },
      },
    );
  };
  /** The conflict: the stored rating replaces the form, which is then based on it. */
  const loadStored = () => {
    if (!conflict) return;
    setDraft(draftFromSaved({ saved: conflict, graded: scale !== null }));
    setConflict(null);
    setError(null);
    submitButton.current?.focus();
  };
  /** The conflict: the form as it is, saved over the stored rating. */
  const keepMine = () => conflict && send({ base: conflict.updatedAt });
  // Binary campaigns tick requirements with 1–9; graded ones grade with the number keys and tick
  // requirements with Shift+1–9.
  const checklistKeys = Object.fromEntries(
    (item.rubric?.checklist ?? [])
      .slice(0, 9)
      .map((_, i) => [scale ? `shift+${i + 1}` : String(i + 1), () => toggle(i)]),
  );
  const gradeKeys = Object.fromEntries(
    (scale?.grades ?? []).map((g) => [String(g.value), () => grade(activeRow, g.value)]),
  );
  useHotkeys({
    ...(scale
      ? { g: () => setActiveRow(0), ...gradeKeys }
      : { v: () => update({ label: "VALID" }), i: () => update({ label: "INVALID" }) }),
    ...(allowUnsure
      ? {
          u: () =>
            update(
              scale ? { label: "UNSURE", grade: null, dimensionGrades: {} } : { label: "UNSURE" },
            ),
        }
      : {}),
    e: () => justification.current?.focus(),
    "mod+enter": () => send(),
    escape: () => justification.current?.blur(),
    ...checklistKeys,
  });
  const labels: TRatingLabel[] = allowUnsure
    ? ["VALID", "INVALID", "UNSURE"]
    : ["VALID", "INVALID"];

  return (
    <>
      {/* The rubric and its context scroll on their own; the decision panel stays below them. */}
      <RubricRegion>
        {props.context}
        <section className="panel">
          <h2>Golden rubric</h2>
          {item.rubric ? (
            <RubricChecklist
              tree={item.rubric.tree}
              checklist={item.rubric.checklist}
              checked={draft.checklist}
              onToggle={frozen ? undefined : toggle}
            />
          ) : (
            <div className="subtle">
              This bug has no golden rubric; judge the patch against the report
              {item.groundTruth ? " and the developer fix" : ""}.
            </div>
          )}
        </section>
        {item.othersHidden && (
          <div className="alert warn" data-testid="others-hidden">
            Other raters&apos; labels on this patch stay hidden while you are labelling it in
            another campaign.
          </div>
        )}
        {item.others.length > 0 && (
          <section className="panel" aria-label="Other raters">
            <h2>Other raters</h2>
            {item.others.map((o) => (
              <div key={o.rater} style={{ marginBottom: 8 }}>
                <strong>{o.rater}</strong>{" "}
                <span
                  className={`badge ${o.label === "VALID" ? "ok" : o.label === "INVALID" ? "bad" : "warn"}`}
                >
                  {o.grade !== null && scale
                    ? `${o.grade} ${scale.grades[o.grade - 1]?.label ?? ""} (${o.label})`
                    : o.label}
                </span>
                <div>{o.justification || <span className="subtle">no justification</span>}</div>
              </div>
            ))}
          </section>
        )}
      </RubricRegion>
      <section className="panel decision-panel" aria-label="Your label">
        <h2>
          {scale ? "Your grade" : "Your label"}{" "}
          {mine && !dirty && <span className="badge ok">saved</span>}{" "}
          {dirty && !frozen && <span className="badge warn">unsaved</span>}
          {dirty && frozen && (
            <span className="badge bad" data-testid="not-saved">
              not saved
            </span>
          )}
        </h2>
        {scale && (
          <GradeChoice
            scale={scale}
            grade={draft.label === "UNSURE" ? null : (draft.grade ?? null)}
            dimensionGrades={draft.label === "UNSURE" ? {} : (draft.dimensionGrades ?? {})}
            activeRow={activeRow}
            disabled={frozen}
            onGrade={grade}
            onFocusRow={setActiveRow}
          />
        )}
        <div
          className="seg label-choice"
          role="radiogroup"
          aria-label="Label"
          hidden={Boolean(scale) && !allowUnsure}
          style={scale ? { marginTop: 8 } : undefined}
        >
          {(scale ? labels.filter((l) => l === "UNSURE") : labels).map((l) => (
            <button
              key={l}
              type="button"
              role="radio"
              aria-checked={draft.label === l}
              disabled={frozen}
              className={`label-${l.toLowerCase()}`}
              onClick={() =>
                update(
                  scale && l === "UNSURE"
                    ? { label: l, grade: null, dimensionGrades: {} }
                    : { label: l },
                )
              }
            >
              {l} <kbd>{l[0]}</kbd>
            </button>
          ))}
        </div>
        <label className="field" style={{ marginTop: 10 }}>
          <span>
            Justification <span className="subtle">(E to type, Esc to leave)</span>
          </span>
          <textarea
            ref={justification}
            aria-label="Justification"
            rows={4}
            readOnly={frozen}
            value={draft.justification}
            onChange={(e) => update({ justification: e.target.value })}
            placeholder="Which requirements does the patch meet or miss?"
          />
        </label>
        <div className="toolbar" style={{ marginTop: 10, marginBottom: 0 }}>
          <button
            ref={submitButton}
            className="primary"
            onClick={() => send()}
            disabled={frozen || submit.isPending}
          >
            {submit.isPending ? "Saving…" : mine ? "Update label" : "Submit"} <kbd>Ctrl+Enter</kbd>
          </button>
          {copy.lockNote && <span className="subtle">{copy.lockNote}</span>}
        </div>
        {conflict && (
          <RatingConflictNotice
            ref={notice}
            stored={conflict}
            scale={scale}
            onLoad={loadStored}
            onKeep={keepMine}
          />
        )}
        {error && (
          <div ref={errorBox} className="alert error" role="alert" data-testid="rating-error">
            {error}
          </div>
        )}
      </section>
    </>
  );
}
