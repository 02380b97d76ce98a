"use client";

import { useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { DiffView } from "@/components/diff/diff-view";
import { QueryErrorBanner } from "@/components/ui/query-error-banner";
import { describeEmptyAdjudication } from "./adjudication-end";
import { AllSettled } from "./all-settled";
import { campaignKeys } from "./campaign-keys";
import { RatingGrades } from "./rating-grades";
import { ConsensusForm } from "./consensus-form";
import { RubricChecklist } from "./rubric-checklist";
import { ShortcutHelp } from "./shortcut-help";
import { useAdjudicationItem } from "./use-adjudication-item";
import { useAdjudicationQueue } from "./use-adjudication-queue";
import { useHotkeys } from "./use-hotkeys";

const KEYS: [string, string][] = [
  ["V / I", "consensus VALID or INVALID"],
  ["1–5", "toggle a disagreement theme"],
  ["Ctrl+Enter", "record and go to the next open patch (settled ones are read only)"],
  ["J / K", "next / previous patch"],
  ["?", "this help"],
];
const badge = (label: string) => (label === "VALID" ? "ok" : label === "INVALID" ? "bad" : "warn");

/**
 * The queue of disputed patches and, for the chosen one, every label and justification side by
 * side. The URL always names the current patch (`?patch=`; an empty one counts as none); once
 * none is open, the lead is told and may close the campaign. Each patch's unrecorded consensus
 * is kept as a draft of its own (ConsensusForm), so moving between patches loses nothing.
 */
export function AdjudicationWorkspace(props: {
  slug: string;
  campaignId: string;
  locked: boolean;
  canClose: boolean;
  /** The signed-in user's id: whose drafts of consensus the browser keeps. */
  draftOwner: string;
}) {
  const { slug, campaignId, locked, canClose, draftOwner } = props;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const queue = useAdjudicationQueue(slug, campaignId);
  const [help, setHelp] = useState(false);
  const items = queue.data?.items ?? [];
  // `?patch=` with no value names no patch: the first open one is shown (and named).
  const named = params.get("patch") || null;
  const current = named ?? items.find((i) => !i.consensus)?.patchId ?? items[0]?.patchId ?? null;
  const at = items.findIndex((i) => i.patchId === current);
  const item = useAdjudicationItem(slug, campaignId, current);
  const go = (patchId: string | undefined) =>
    patchId &&
    router.replace(`${pathname}?patch=${encodeURIComponent(patchId)}`, { scroll: false });
  useEffect(() => {
    if (!named && current)
      router.replace(`${pathname}?patch=${encodeURIComponent(current)}`, { scroll: false });
  }, [named, current, pathname, router]);
  useHotkeys({
    j: () => go(items[at + 1]?.patchId),
    k: () => go(items[at - 1]?.patchId),
    "?": () => setHelp((h) => !h),
    escape: () => setHelp(false),
  });
  const saved = async () => {
    await queryClient.invalidateQueries({ queryKey: campaignKeys.adjudication(slug, campaignId) });
    const rest = [...items.slice(at + 1), ...items.slice(0, at)];
    go(rest.find((i) => !i.consensus)?.patchId);
  };

  // Once loaded, a failed refresh is a banner: the patch and the consensus being typed stay.
  if (!queue.data)
    return queue.isError ? (
      <QueryErrorBanner query={queue} />
    ) : (
      <div className="subtle">Loading…</div>
    );
  const s = queue.data.summary;
  return (
    <>
      <QueryErrorBanner query={queue} />
      <div className="toolbar" data-testid="adjudication-summary">
        <span
          className="badge ok"
          title="Settled at the reveal: every rating in and all VALID or all INVALID (UNSURE counted as a label)"
        >
          {s.unanimous} unanimous (UNSURE counted as a label)
        </span>
        <span className="badge info">{s.adjudicated} adjudicated</span>
        <span className={`badge ${s.open > 0 ? "warn" : "ok"}`}>{s.open} open</span>
        {s.unrated > 0 && <span className="badge">{s.unrated} unrated</span>}
        {queue.data.hidden > 0 && (
          <span className="badge warn" data-testid="hidden-note">
            {queue.data.hidden} hidden while you are labelling them
          </span>
        )}
        <button onClick={() => setHelp(true)} aria-label="Keyboard shortcuts">
          ?
        </button>
      </div>
      {!locked && items.length > 0 && s.open === 0 && (
        <AllSettled
          slug={slug}
          campaignId={campaignId}
          canClose={canClose}
          hidden={queue.data.hidden}
        />
      )}
      {items.length === 0 ? (
        <div className="panel empty" data-testid="no-disputes">
          {describeEmptyAdjudication(queue.data)}
        </div>
      ) : (
        <div className="adj-grid">
          {/* Moving between patches keeps each one's draft: no leave prompt for these links. */}
          <nav className="panel" aria-label="Disputed patches" data-keeps-drafts>
            <ul className="queue-list">
              {items.map((i) => (
                <li key={i.patchId}>
                  <a
                    href={`?patch=${encodeURIComponent(i.patchId)}`}
                    aria-current={i.patchId === current}
                    onClick={(e) => {
                      e.preventDefault();
                      go(i.patchId);
                    }}
                  >
                    {i.consensus ? "✓ " : ""}
                    {i.bug.externalId}{" "}
                    <span className="subtle">
                      · {i.reason === "split" ? `${i.counts.VALID}–${i.counts.INVALID}` : i.reason}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <QueryErrorBanner query={item} />
            {item.data && (
              <>
                <section className="panel">
                  <h2>
                    {item.data.bug.title ?? item.data.bug.externalId}{" "}
                    <span className="subtle mono">{item.data.bug.externalId}</span>
                  </h2>
                  <div className="ratings-side" data-testid="ratings-side">
                    {item.data.ratings.map((r) => (
                      <div key={r.id} className="rating-card">
                        <div className="toolbar" style={{ marginBottom: 4 }}>
                          <strong>{r.rater}</strong>
                          <span className={`badge ${badge(r.label)}`}>{r.label}</span>
                          <RatingGrades
                            scale={item.data.scale}
                            grade={r.grade}
                            dimensionGrades={r.dimensionGrades}
                          />
                        </div>
                        <div style={{ whiteSpace: "pre-wrap" }}>
                          {r.justification || <span className="subtle">no justification</span>}
                        </div>
                        {item.data.rubric && r.checklist.length > 0 && (
                          <div className="subtle" style={{ marginTop: 4 }}>
                            ticked: {r.checklist.map((c) => c + 1).join(", ")}
                          </div>
                        )}
                      </div>
                    ))}
                  </div>
                </section>
                <ConsensusForm
                  key={`${item.data.patchId}:${item.data.consensus?.changes.length ?? -1}`}
                  slug={slug}
                  campaignId={campaignId}
                  item={item.data}
                  locked={locked}
                  draftOwner={draftOwner}
                  onSaved={saved}
                />
                <section className="panel">
                  <h2>Candidate patch</h2>
                  <DiffView diff={item.data.diff} label="Candidate patch" />
                </section>
                {item.data.rubric && (
                  <section className="panel">
                    <h2>Golden rubric</h2>
                    <RubricChecklist
                      tree={item.data.rubric.tree}
                      checklist={item.data.rubric.checklist}
                      checked={[]}
                    />
                  </section>
                )}
                <details className="panel">
                  <summary>Report and developer fix</summary>
                  <pre className="report">{item.data.bug.report}</pre>
                  <DiffView diff={item.data.bug.groundTruthPatch} label="Developer fix" />
                </details>
              </>
            )}
          </div>
        </div>
      )}
      {help && <ShortcutHelp keys={KEYS} onClose={() => setHelp(false)} />}
    </>
  );
}
