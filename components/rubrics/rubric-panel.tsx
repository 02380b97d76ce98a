"use client";

import Link from "next/link";
import { RubricStatusBadge } from "@/components/ui/rubric-status-badge";
import { RepairButton } from "./repair-button";
import { SourceBadge } from "./source-badge";
import { useRequestDrafts } from "./use-request-drafts";
import { useRubric } from "./use-rubric";

type TProps = {
  slug: string;
  bugId: string;
  llmConfigured: boolean;
  canDraft: boolean;
  canEdit: boolean;
  userId: string;
};

/** The bug page's rubric box: draft it, follow the draft, open the editor or the review. */
export function RubricPanel({ slug, bugId, llmConfigured, canDraft, canEdit, userId }: TProps) {
  const { data, isPending, error } = useRubric(slug, bugId, "templated", { poll: true });
  const draft = useRequestDrafts(slug);
  const base = `/projects/${slug}/bugs/${encodeURIComponent(bugId)}/rubric`;
  if (isPending) return <div className="subtle">Loading rubric…</div>;
  if (error)
    return (
      <div className="alert error" role="alert">
        {error.message}
      </div>
    );
  const job = data.latestJob;
  const rubric = data.rubric;
  const working = job && (job.status === "pending" || job.status === "running");

  if (!rubric) {
    return (
      <div data-testid="rubric-panel">
        {working && job.waiting ? (
          <div className="alert warn" role="status" data-testid="draft-waiting">
            {job.waiting}
          </div>
        ) : working ? (
          <div role="status">
            <div className="subtle">
              Drafting ({job.engine === "offline" ? "offline drafter, no LLM" : "LLM"})… you can
              leave this page.
            </div>
            <div className="progress indeterminate" aria-label="Drafting">
              <div />
            </div>
          </div>
        ) : (
          <>
            <p className="subtle" style={{ marginTop: 0 }}>
              No rubric yet.{job?.status === "failed" && ` The last draft failed: ${job.error}`}
            </p>
            {canDraft && (
              <div className="toolbar">
                <button
                  className="primary"
                  disabled={!llmConfigured || draft.isPending}
                  title={llmConfigured ? undefined : "No LLM provider is configured (see Settings)"}
                  onClick={() => draft.mutate({ bugIds: [bugId], engine: "llm" })}
                >
                  Draft with LLM
                </button>
                <button
                  disabled={draft.isPending}
                  onClick={() => draft.mutate({ bugIds: [bugId], engine: "offline" })}
                >
                  Draft offline (no LLM)
                </button>
              </div>
            )}
            {draft.isError && (
              <div className="alert error" role="alert">
                {draft.error.message}
              </div>
            )}
          </>
        )}
      </div>
    );
  }
  const current = rubric.currentVersion;
  const isReviewer = rubric.status === "in_review" && rubric.editor?.id !== userId;
  return (
    <div data-testid="rubric-panel">
      <div className="toolbar">
        <RubricStatusBadge status={rubric.status} />
        {rubric.draft && (
          <SourceBadge
            source={rubric.draft.source}
            template={rubric.draft.promptTemplate}
            version={rubric.draft.promptVersion}
          />
        )}
        {current && (
          <span className="subtle">
            version {current.number}
            {current.editDistanceNorm !== null && current.number > 1
              ? ` · edit distance ${current.editDistance} (${(current.editDistanceNorm * 100).toFixed(1)}%)`
              : ""}
          </span>
        )}
        {rubric.editor && <span className="subtle">editor: {rubric.editor.name}</span>}
        {rubric.goldenVersion && rubric.status !== "golden" && (
          <span className="subtle" data-testid="golden-in-effect">
            golden: version {rubric.goldenVersion.number} (in effect until a new version is
            confirmed)
          </span>
        )}
        <span style={{ flex: 1 }} />
        {canEdit && (rubric.status === "editing" || rubric.status === "returned") && (
          <Link className="button primary" href={base}>
            Refine rubric
          </Link>
        )}
        {canEdit && isReviewer && (
          <Link className="button primary" href={`${base}/review`}>
            Review rubric
          </Link>
        )}
      </div>
      {canEdit &&
        (rubric.status === "golden" ||
          rubric.status === "editing" ||
          rubric.status === "returned") &&
        (!rubric.editor || rubric.editor.id === userId || rubric.status === "golden") && (
          <RepairButton slug={slug} bugId={bugId} llmConfigured={llmConfigured} />
        )}
      {current && (
        <pre className="report" data-testid="rubric-text">
          {current.content}
        </pre>
      )}
    </div>
  );
}
