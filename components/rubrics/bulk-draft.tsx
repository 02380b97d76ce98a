"use client";

import { ProgressBar } from "@/components/ui/progress-bar";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { rubricKeys } from "./rubric-keys";
import { useDraftBatch } from "./use-draft-batch";
import { useRequestDrafts } from "./use-request-drafts";

/**
 * Drafts every bug without a rubric in the background, with a progress bar.
 * The batch id is kept in the URL hash, so a reload picks the progress up again.
 */
export function BulkDraft({ slug, llmConfigured }: { slug: string; llmConfigured: boolean }) {
  const request = useRequestDrafts(slug);
  const [batchId, setBatchId] = useState<string | null>(null);
  const batch = useDraftBatch(slug, batchId);
  const queryClient = useQueryClient();
  useEffect(() => {
    const m = /batch=([\w-]+)/.exec(window.location.hash);
    if (m?.[1]) setBatchId(m[1]);
  }, []);
  const data = batch.data;
  const finished = data ? data.done + data.failed : 0;
  const running = data && finished < data.total;
  useEffect(() => {
    if (data && !running) void queryClient.invalidateQueries({ queryKey: rubricKeys.all(slug) });
  }, [data, running, queryClient, slug]);

  function start(engine: "llm" | "offline") {
    request.mutate(
      { allWithoutRubric: true, engine },
      {
        onSuccess: (r) => {
          setBatchId(r.batchId);
          window.location.hash = `batch=${r.batchId}`;
        },
      },
    );
  }
  return (
    <section className="panel" aria-label="Draft rubrics">
      <div className="toolbar" style={{ marginBottom: 0 }}>
        <strong>Draft rubrics for every bug without one</strong>
        <button
          disabled={!llmConfigured || request.isPending || !!running}
          onClick={() => start("llm")}
          title={llmConfigured ? undefined : "No LLM provider is configured"}
        >
          With the LLM
        </button>
        <button disabled={request.isPending || !!running} onClick={() => start("offline")}>
          Offline (no LLM)
        </button>
        {request.data && request.data.queued === 0 && (
          <span className="subtle">Every bug already has a rubric or a queued draft.</span>
        )}
      </div>
      {request.isError && (
        <div className="alert error" role="alert">
          {request.error.message}
        </div>
      )}
      {data && data.total > 0 && (
        <div style={{ marginTop: 12 }}>
          <ProgressBar
            testId="draft-progress"
            done={finished}
            total={data.total}
            caption={`${running ? "Drafting in the background…" : "Done."} ${finished} of ${data.total}${data.failed > 0 ? `, ${data.failed} failed` : ""}`}
          />
          {data.errors.map((e) => (
            <div key={e.bugId} className="alert error">
              {e.bugId}: {e.error}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
