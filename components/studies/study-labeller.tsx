"use client";

import { ProgressBar } from "@/components/ui/progress-bar";
import { QueryErrorBanner } from "@/components/ui/query-error-banner";
import Link from "next/link";
import { useRef, useState } from "react";
import { ApiError } from "@/components/query/fetch-json";
import { DiffView } from "@/components/diff/diff-view";
import { RaterSide } from "@/components/campaigns/rater-side";
import { RubricRegion } from "@/components/campaigns/rubric-region";
import { useHotkeys } from "@/components/campaigns/use-hotkeys";
import type { TStudyLabel } from "@/lib/studies/schemas";
import { describeStudyConflict, describeStudyEnd } from "./study-labeller-copy";
import { useStudyQueue } from "./use-study-queue";
import { useSubmitStudyLabel } from "./use-submit-study-label";

/**
 * The rater's labelling queue: one patch at a time, with the rubric of the current pass (own,
 * then the other rater's); V / I choose, E writes the justification, R scrolls the rubric,
 * Ctrl+Enter records (final).
 */
export function StudyLabeller(props: { slug: string; studyId: string }) {
  const { slug, studyId } = props;
  const queue = useStudyQueue(slug, studyId);
  const submit = useSubmitStudyLabel(slug, studyId);
  const [error, setError] = useState<string | null>(null);
  // A label refused with a conflict: the item it was for (the queue has been read again since).
  const [conflict, setConflict] = useState<{ sentKey: string; message: string } | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const item = queue.data?.item ?? null;
  // The label and justification belong to the item shown: the next item starts empty the moment
  // it appears, so a key typed for it is never wiped by the previous save finishing. While a save
  // is in flight, V and I change nothing (the label sent is final).
  const itemKey = item ? `${item.patch.id}:${item.setting}` : "";
  const [form, setForm] = useState({
    key: "",
    label: null as TStudyLabel | null,
    justification: "",
  });
  const label = form.key === itemKey ? form.label : null;
  const justification = form.key === itemKey ? form.justification : "";
  const setLabel = (l: TStudyLabel) =>
    !submit.isPending && setForm({ key: itemKey, label: l, justification });
  const setJustification = (text: string) => setForm({ key: itemKey, label, justification: text });
  const send = () => {
    if (!item || submit.isPending) return;
    if (!label) return setError("Choose VALID or INVALID first (V / I).");
    setError(null);
    setConflict(null);
    const sentKey = itemKey;
    submit.mutate(
      { patchId: item.patch.id, setting: item.setting, label, justification },
      {
        onSuccess: () => box.current?.blur(),
        onError: (e) =>
          e instanceof ApiError && e.status === 409
            ? setConflict({ sentKey, message: e.message })
            : setError(e.message),
      },
    );
  };
  useHotkeys({
    v: () => setLabel("VALID"),
    i: () => setLabel("INVALID"),
    e: () => box.current?.focus(),
    "mod+enter": send,
    escape: () => box.current?.blur(),
  });

  const q = queue.data;
  if (!q)
    return queue.isError ? (
      <QueryErrorBanner query={queue} />
    ) : (
      <div className="panel">Loading…</div>
    );
  const { total, own, swap } = q.progress;
  const end = describeStudyEnd({ phase: q.phase, done: q.done });
  const refused =
    conflict &&
    describeStudyConflict({ ...conflict, shownKey: item ? itemKey : null, phase: q.phase });
  const shownError = refused?.kind === "refused" ? refused.text : error;
  const bar = (done: number, name: string) => (
    <ProgressBar
      label={name}
      done={done}
      total={total}
      minWidth={200}
      caption={`${name}: ${done} of ${total}`}
    />
  );
  return (
    <>
      <QueryErrorBanner query={queue} />
      <div className="toolbar rater-bar">
        {bar(own, "With your rubric")}
        {bar(swap, "With another rater's rubric")}
      </div>
      {refused?.kind === "moved-on" && (
        <div className="alert warn" role="status" data-testid="study-conflict">
          {refused.text}
        </div>
      )}
      {end ? (
        <div
          className="panel empty"
          data-testid={q.done ? "study-done" : "study-ended"}
          role="status"
        >
          {end.text}{" "}
          {end.reportLink && (
            <Link href={`/projects/${slug}/studies/${studyId}`}>Read the report</Link>
          )}
        </div>
      ) : (
        item && (
          <div className="rate-grid">
            <div>
              <section className="panel">
                <h2 data-testid="study-item">
                  Patch {item.index} of {total} ·{" "}
                  {item.setting === "own"
                    ? "your rubric"
                    : `Rater ${item.rubric.authorPosition}'s rubric`}
                </h2>
                <h3>
                  {item.bug.title ?? item.bug.externalId}{" "}
                  <span className="subtle mono">{item.bug.externalId}</span>
                </h3>
                <pre className="report">{item.bug.report || "(no report text)"}</pre>
              </section>
              <section className="panel">
                <h2>Candidate patch</h2>
                <DiffView diff={item.patch.diff} label="Candidate patch" />
              </section>
            </div>
            <RaterSide>
              <RubricRegion>
                <section className="panel" data-testid="study-rubric">
                  <h2>
                    {item.setting === "own"
                      ? "Your rubric"
                      : `Rubric of Rater ${item.rubric.authorPosition}`}
                  </h2>
                  <pre style={{ whiteSpace: "pre-wrap" }}>{item.rubric.content}</pre>
                </section>
              </RubricRegion>
              <section className="panel decision-panel" aria-label="Your label">
                <h2>Your label</h2>
                <div className="toolbar" role="radiogroup" aria-label="Label">
                  {(["VALID", "INVALID"] as const).map((l) => (
                    <button
                      key={l}
                      role="radio"
                      aria-checked={label === l}
                      className={label === l ? "primary" : undefined}
                      onClick={() => setLabel(l)}
                    >
                      {l} <kbd>{l[0]}</kbd>
                    </button>
                  ))}
                </div>
                <textarea
                  ref={box}
                  aria-label="Justification"
                  value={justification}
                  onChange={(e) => setJustification(e.target.value)}
                  rows={5}
                  style={{ width: "100%" }}
                  placeholder="Why? (E to write, Esc to leave)"
                />
                <button className="primary" onClick={send} disabled={submit.isPending}>
                  Record label <kbd>Ctrl+Enter</kbd>
                </button>
                <div className="subtle">Labels are final once recorded.</div>
                {shownError && (
                  <div className="alert error" role="alert">
                    {shownError}
                  </div>
                )}
              </section>
            </RaterSide>
          </div>
        )
      )}
    </>
  );
}
