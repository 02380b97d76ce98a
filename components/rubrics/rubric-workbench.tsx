"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { carryEditNotes } from "@/lib/rubrics/carry-edit-notes";
import { computeEditDistance } from "@/lib/rubrics/compute-edit-distance";
import type { TGetRubricResponse as TRubricDetail } from "@/lib/rubrics/rubrics-api.types";
import { editKey } from "@/lib/rubrics/schemas";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { summarizeEdits } from "@/lib/rubrics/summarize-edits";
import { EditNoteList } from "./edit-note-list";
import { EditStats } from "./edit-stats";
import { RepairDeletionWarning } from "./repair-deletion-warning";
import { RubricLintPanel } from "./rubric-lint-panel";
import { RubricTestBench } from "./rubric-test-bench";
import { SaveIndicator } from "./save-indicator";
import { useAutosave } from "./use-autosave";
import { useRubricAction } from "./use-rubric-action";

const MarkdownEditor = dynamic(() => import("@/components/editor/markdown-editor"), {
  ssr: false,
  loading: () => <div className="empty">Loading editor…</div>,
});

type TRubric = NonNullable<TRubricDetail["rubric"]>;

/** Engineer A's workspace: Monaco editor, live edit distance, justified edits, autosave, submit. */
export function RubricWorkbench({
  slug,
  bugId,
  rubric,
  bug,
}: {
  slug: string;
  bugId: string;
  rubric: TRubric;
  /** What rubric lint compares the text with. */
  bug: { report: string; groundTruthPatch: string };
}) {
  const current = rubric.currentVersion!;
  const draft = rubric.draft!.content;
  const initialNotes = useMemo(
    () =>
      Object.fromEntries(
        current.edits.map((e) => [
          editKey(e),
          { key: editKey(e), justification: e.justification, themes: e.themes },
        ]),
      ),
    [current],
  );
  const save = useAutosave({
    slug,
    bugId,
    draft,
    versionId: current.id,
    versionNumber: current.number,
    initial: { text: current.content, notes: initialNotes },
  });
  const submit = useRubricAction<{ versionId: string }>(slug, bugId, "submit");
  const [showDiff, setShowDiff] = useState(false);
  const { text, notes } = save.work;
  const regions = useMemo(() => segmentEdits({ base: draft, next: text }), [draft, text]);
  const distance = useMemo(() => computeEditDistance({ draft, current: text }), [draft, text]);
  const summary = summarizeEdits({ regions });
  const incomplete = regions.filter((r) => {
    const n = notes[editKey(r)];
    return !n || !n.justification.trim() || n.themes.length === 0;
  }).length;
  const comments = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const e of current.edits)
      for (const c of e.comments) (out[editKey(e)] ??= []).push(c.comment);
    return out;
  }, [current]);
  const lastReview = rubric.reviews.at(-1);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key === "s") {
        e.preventDefault();
        void save.flush();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save]);

  async function onSubmit() {
    const versionId = save.state === "saved" ? save.base.id : await save.flush();
    if (versionId) submit.mutate({ versionId });
  }

  if (rubric.status === "in_review" || submit.isSuccess) {
    return (
      <div className="alert success" role="status">
        Submitted for confirmation. A second engineer will confirm it or return it with comments.{" "}
        <Link href={`/projects/${slug}/bugs/${encodeURIComponent(bugId)}`}>Back to the bug</Link>
      </div>
    );
  }
  return (
    <>
      {rubric.status === "returned" && lastReview && (
        <div className="alert warn" role="note">
          Returned by {lastReview.reviewer.name} (round {lastReview.round}):{" "}
          {lastReview.comment || "see the comments on the edits"}
        </div>
      )}
      {current.promptTemplate === "rubric-repair" && (
        <div className="alert warn" role="note" data-testid="repair-proposal">
          {current.source === "offline"
            ? "Repair proposal (offline, no LLM)"
            : `LLM repair proposal (${current.promptTemplate} v${current.promptVersion})`}{" "}
          from the judge&apos;s disagreements with the human consensus: version {current.number},
          with a justification and theme per edit below. Check and refine it, then submit; it
          becomes golden only when a second engineer confirms it
          {rubric.goldenVersion
            ? ` (golden version ${rubric.goldenVersion.number} stays in effect until then)`
            : ""}
          .
        </div>
      )}
      {current.promptTemplate === "rubric-repair" && (
        <RepairDeletionWarning parent={current.parentVersion} proposed={text} action="submit it" />
      )}
      {save.restored && (
        <div className="alert warn">Restored unsaved changes from this browser.</div>
      )}
      {save.conflict && (
        <div className="alert error" role="alert">
          This rubric was saved elsewhere (version {save.conflict.currentNumber}) since your copy
          was made. <button onClick={save.takeTheirs}>Load that version</button>{" "}
          <button onClick={save.keepMine}>Keep mine on top of it</button>
        </div>
      )}
      <div className="toolbar">
        <EditStats distance={distance} summary={summary} />
        <span style={{ flex: 1 }} />
        <SaveIndicator state={save.state} version={save.base.number} error={save.error} />
        <div className="seg" role="group" aria-label="Editor mode">
          <button type="button" aria-pressed={!showDiff} onClick={() => setShowDiff(false)}>
            Edit
          </button>
          <button type="button" aria-pressed={showDiff} onClick={() => setShowDiff(true)}>
            Diff vs draft
          </button>
        </div>
      </div>
      <MarkdownEditor
        value={text}
        revision={save.revision}
        draft={draft}
        showDiff={showDiff}
        onChange={(t) =>
          save.update((w) => ({
            text: t,
            notes: carryEditNotes({ draft, before: w.text, after: t, notes: w.notes }),
          }))
        }
      />
      <RubricLintPanel
        format={rubric.format}
        markdown={text}
        report={bug.report}
        groundTruthPatch={bug.groundTruthPatch}
      />
      <RubricTestBench slug={slug} bugId={bugId} text={text} />
      <section className="panel" style={{ marginTop: 16 }}>
        <h2>Edits ({regions.length})</h2>
        <EditNoteList
          regions={regions}
          notes={notes}
          comments={comments}
          onChange={(n) => save.update({ notes: { ...notes, [n.key]: n } })}
        />
        <div className="toolbar" style={{ marginTop: 12 }}>
          <button
            className="primary"
            disabled={incomplete > 0 || submit.isPending || save.state === "conflict"}
            onClick={onSubmit}
          >
            Submit for confirmation
          </button>
          {incomplete > 0 && (
            <span className="subtle">
              {incomplete === 1 ? "1 edit still needs" : `${incomplete} edits still need`} a
              justification and a theme.
            </span>
          )}
          <span className="subtle">
            <kbd>Ctrl</kbd>+<kbd>S</kbd> saves now; changes also save by themselves.
          </span>
        </div>
        {submit.isError && (
          <div className="alert error" role="alert">
            {submit.error.message}
          </div>
        )}
      </section>
    </>
  );
}
