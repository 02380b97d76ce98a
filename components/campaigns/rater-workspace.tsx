"use client";

import { ProjectRulesPanel } from "@/components/rules/project-rules-panel";
import type { TProjectRule } from "@/lib/rules/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { DiffView } from "@/components/diff/diff-view";
import { ApiError } from "@/components/query/fetch-json";
import { readStoredJson } from "@/components/query/read-stored-json";
import { describeRaterPhase } from "@/lib/campaigns/describe-rater-phase";
import type { TCampaignPhase } from "@/lib/campaigns/schemas";
import type { TRatingScale } from "@/lib/scales/schemas";
import { campaignKeys } from "./campaign-keys";
import { chooseQueueFallback } from "./queue-fallback";
import { type TRatingDraft, ratingDraftCheck, ratingDraftKey } from "./rating-draft-check";
import { RatingPanel } from "./rating-panel";
import { RaterSide } from "./rater-side";
import { ShortcutHelp } from "./shortcut-help";
import { useHotkeys } from "./use-hotkeys";
import { useRaterQueue } from "./use-rater-queue";
import { useRatingItem } from "./use-rating-item";

const COMMON_KEYS: [string, string][] = [
  ["E", "write the justification"],
  ["R", "read the rubric: ↑ ↓ and Page Up / Down then scroll it"],
  ["Ctrl+Enter", "submit and go to the next unlabelled item"],
  ["J / K", "next / previous item"],
  ["Esc", "leave the text box"],
  ["?", "this help"],
];

const KEYS: [string, string][] = [
  ["V / I / U", "label VALID, INVALID or UNSURE (if allowed)"],
  ["1–9", "tick a rubric requirement"],
  ...COMMON_KEYS,
];

/** Graded campaigns: the number keys grade, Shift + a number ticks a requirement. */
const gradedKeys = (scale: TRatingScale): [string, string][] => [
  [
    `1–${scale.grades.length}`,
    scale.dimensions.length > 0
      ? "grade the highlighted row (the overall grade, then each dimension in turn)"
      : "pick the grade",
  ],
  ...(scale.dimensions.length > 0
    ? [["G", "highlight the overall grade row again"] as [string, string]]
    : []),
  ["U", "UNSURE, no grade (if allowed)"],
  ["Shift+1–9", "tick a rubric requirement"],
  ...COMMON_KEYS,
];

/** The rater's queue: one item at a time, keyboard first, next item prefetched. */
export function RaterWorkspace(props: {
  slug: string;
  campaignId: string;
  name: string;
  /** The phase when the page was rendered; the open item's phase wins once it has loaded. */
  phase: TCampaignPhase;
  allowUnsure: boolean;
  /** The campaign's graded scale, or null (binary). */
  scale: TRatingScale | null;
  instructions: string;
  /** The project rules shown beside the rubric (their version and text only), or null. */
  rules: { version: number; rules: TProjectRule[] } | null;
}) {
  const { slug, campaignId, name, allowUnsure, instructions } = props;
  const pathname = usePathname();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const queue = useRaterQueue(slug, campaignId);
  const [help, setHelp] = useState(false);
  // Without ?item= the first unlabelled item opens, and stays open: it is pinned once chosen, so
  // the queue's next item changing after a save never swaps the item under the rater's hands.
  const [opened, setOpened] = useState<string | null>(null);
  const first = queue.data?.nextAssignmentId ?? queue.data?.items[0]?.assignmentId ?? null;
  useEffect(() => {
    if (!opened && first) setOpened(first);
  }, [opened, first]);
  // The item shown in place of one the URL asked for that is not in the queue (see below).
  const [replaced, setReplaced] = useState<string | null>(null);
  // `?item=` with no value counts as no item asked for.
  const requested = params.get("item") || null;
  const current = requested ?? opened ?? first;
  const item = useRatingItem(slug, campaignId, current);
  // A shallow URL change (no server round trip); Next keeps useSearchParams in step with it.
  const go = (assignmentId: string | null | undefined) => {
    if (!assignmentId) return;
    setReplaced(null);
    window.history.replaceState(null, "", `${pathname}?item=${encodeURIComponent(assignmentId)}`);
  };
  // An item that is not in this rater's queue (a stale or mistyped link, or one a rebalance gave
  // to another rater): the queue is read again and its next unlabelled item shown instead, with a
  // notice saying so while it is open; with none left, the page says so.
  const missing = current !== null && item.error instanceof ApiError && item.error.status === 404;
  useEffect(() => {
    if (missing)
      void queryClient.invalidateQueries({ queryKey: campaignKeys.queue(slug, campaignId) });
  }, [missing, current, queryClient, slug, campaignId]);
  const fallback =
    missing && current !== null
      ? chooseQueueFallback({
          missingId: current,
          queue: queue.data,
          fresh: !queue.isFetching && queue.dataUpdatedAt > item.errorUpdatedAt,
        })
      : null;
  // What the rater chose and typed for a missing item (a draft the rating form kept in this tab,
  // e.g. before a rebalance gave the item to another rater) is shown with the notice, to copy.
  const [kept, setKept] = useState<{ id: string; draft: TRatingDraft } | null>(null);
  useEffect(() => {
    if (!missing || current === null) return;
    const draft = readStoredJson({
      storage: window.sessionStorage,
      key: ratingDraftKey(current),
      schema: ratingDraftCheck,
    });
    const typed = draft && (draft.label || draft.grade || draft.justification.trim());
    setKept(typed ? { id: current, draft } : null);
  }, [missing, current]);
  const target = fallback?.kind === "go" ? fallback.assignmentId : null;
  useEffect(() => {
    if (!target) return;
    setOpened(target);
    setReplaced(target);
    window.history.replaceState(null, "", `${pathname}?item=${encodeURIComponent(target)}`);
  }, [target, pathname]);
  // A missing item's last copy (kept by the query after its refresh failed) is not shown.
  const data = missing ? undefined : item.data;
  useHotkeys({
    j: () => go(data?.nextId),
    k: () => go(data?.previousId),
    "?": () => setHelp((h) => !h),
    escape: () => setHelp(false),
  });

  const phase = data?.phase ?? props.phase;
  const head = (
    <div className="page-head">
      <div>
        <h1>{name}</h1>
        <div className="subtle" data-testid="rater-intro">
          {describeRaterPhase({ phase, allowUnsure, grades: props.scale?.grades.length }).intro}{" "}
          Press <kbd>?</kbd> for shortcuts.
        </div>
      </div>
    </div>
  );

  if (queue.isError)
    return (
      <>
        {head}
        <div className="alert error" role="alert">
          {queue.error.message}
        </div>
      </>
    );
  if (queue.data && queue.data.total === 0)
    return (
      <>
        {head}
        <div className="panel empty">You have no items in this campaign yet.</div>
      </>
    );
  const q = queue.data;
  const afterSave = () => {
    if (!q || !data) return;
    const at = q.items.findIndex((i) => i.assignmentId === data.assignmentId);
    const rest = [...q.items.slice(at + 1), ...q.items.slice(0, at)];
    go(rest.find((i) => i.status === "pending")?.assignmentId ?? data.nextId);
  };
  const allDone = q && q.done === q.total;
  const locked = data ? data.phase !== "labelling" : false;

  return (
    <>
      {head}
      <div className="toolbar rater-bar">
        {q && (
          <div style={{ minWidth: 240 }}>
            <div className="subtle" data-testid="rater-progress">
              {q.done} of {q.total} labelled
            </div>
            <div
              className="progress"
              role="progressbar"
              aria-label="Your progress"
              aria-valuemin={0}
              aria-valuemax={q.total}
              aria-valuenow={q.done}
            >
              <div style={{ width: `${(100 * q.done) / Math.max(1, q.total)}%` }} />
            </div>
          </div>
        )}
        {data && (
          <strong data-testid="item-position">
            Item {data.n} of {data.total}
          </strong>
        )}
        <button onClick={() => go(data?.previousId)} disabled={!data?.previousId}>
          Previous <kbd>K</kbd>
        </button>
        <button onClick={() => go(data?.nextId)} disabled={!data?.nextId}>
          Next <kbd>J</kbd>
        </button>
        <button onClick={() => setHelp(true)} aria-label="Keyboard shortcuts">
          ?{" "}
        </button>
        {allDone && !locked && (
          <span className="badge ok">
            All your items are labelled; you can still revise them until the reveal.
          </span>
        )}
      </div>
      {replaced !== null && replaced === current && (
        <div className="alert warn" role="status" data-testid="item-replaced">
          That item is not in your queue; showing your next item.
        </div>
      )}
      {kept &&
        ((replaced !== null && replaced === current) ||
          (fallback?.kind === "none" && kept.id === current)) && (
          <div className="alert warn" role="status" data-testid="kept-draft">
            What you chose and typed for that item was not saved; it stays in this browser tab so
            you can copy it: {kept.draft.label && <strong>{kept.draft.label}</strong>}
            {kept.draft.grade ? <strong> grade {kept.draft.grade}</strong> : null}
            {kept.draft.justification.trim() && (
              <blockquote style={{ whiteSpace: "pre-wrap", margin: "6px 0 0" }}>
                {kept.draft.justification}
              </blockquote>
            )}
          </div>
        )}
      {fallback?.kind === "none" && (
        <div className="panel empty" role="status" data-testid="item-gone">
          That item is not in your queue, and you have no unlabelled items left.{" "}
          {q && q.items[0] && (
            <button onClick={() => go(q.items[0]?.assignmentId)}>Review your labels</button>
          )}
        </div>
      )}
      {item.isError && !missing && (
        <div className="alert error" role="alert">
          {item.error.message}
        </div>
      )}
      {data && (
        <div className="rate-grid">
          <div>
            <section className="panel">
              <h2 data-testid="bug-heading">
                {data.bug.title ? (
                  <>
                    {data.bug.title} <span className="subtle mono">{data.bug.externalId}</span>
                  </>
                ) : (
                  <span className="mono">{data.bug.externalId}</span>
                )}
              </h2>
              <pre className="report">{data.bug.report || "(no report text)"}</pre>
            </section>
            <section className="panel">
              <h2>Candidate patch</h2>
              <DiffView diff={data.diff} label="Candidate patch" />
            </section>
            {data.groundTruth && (
              <section className="panel">
                <h2>Developer fix (ground truth)</h2>
                <DiffView diff={data.groundTruth} label="Developer fix" />
              </section>
            )}
          </div>
          <RaterSide>
            <RatingPanel
              key={data.assignmentId}
              slug={slug}
              campaignId={campaignId}
              item={data}
              allowUnsure={allowUnsure}
              scale={props.scale}
              locked={locked}
              onSaved={afterSave}
              context={
                <>
                  {instructions && (
                    <details className="panel">
                      <summary>Instructions</summary>
                      <div style={{ whiteSpace: "pre-wrap", marginTop: 8 }}>{instructions}</div>
                    </details>
                  )}
                  {props.rules && (
                    <ProjectRulesPanel version={props.rules.version} rules={props.rules.rules} />
                  )}
                </>
              }
            />
          </RaterSide>
        </div>
      )}
      {help && (
        <ShortcutHelp
          keys={props.scale ? gradedKeys(props.scale) : KEYS}
          onClose={() => setHelp(false)}
        />
      )}
    </>
  );
}
