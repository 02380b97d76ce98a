"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useProposeRepair } from "./use-propose-repair";
import { useRepairCandidates } from "./use-repair-candidates";

/**
 * "Propose repair from disagreements": choose a judge run (its count of patches disagreeing
 * with the revealed consensus is shown), get a proposal as a new version, open it in the editor.
 */
export function RepairButton({
  slug,
  bugId,
  llmConfigured,
}: {
  slug: string;
  bugId: string;
  llmConfigured: boolean;
}) {
  const router = useRouter();
  const candidates = useRepairCandidates(slug, bugId, true);
  const propose = useProposeRepair(slug, bugId);
  // "?repairRun=<id>": a run page's "Propose a rubric repair" (its evidence flags) chose the run.
  const [chosen, setChosen] = useState<string | null>(useSearchParams().get("repairRun"));
  const runs = candidates.data?.runs ?? [];
  if (runs.length === 0) return null;
  const run =
    runs.find((r) => r.runId === chosen) ?? runs.find((r) => r.disagreements > 0) ?? runs[0]!;
  const base = `/projects/${slug}/bugs/${encodeURIComponent(bugId)}/rubric`;
  return (
    <div className="toolbar" data-testid="rubric-repair" id="rubric-repair">
      <label>
        Judge run{" "}
        <select value={run.runId} onChange={(e) => setChosen(e.target.value)}>
          {runs.map((r) => (
            <option key={r.runId} value={r.runId}>
              {r.runName} · {r.campaignName ?? "no revealed campaign"} · {r.disagreements}{" "}
              disagreement{r.disagreements === 1 ? "" : "s"}
            </option>
          ))}
        </select>
      </label>
      <button
        disabled={run.disagreements === 0 || propose.isPending}
        title={
          run.problem ??
          (run.disagreements === 0 ? "The judge agrees with the consensus" : undefined)
        }
        onClick={() =>
          propose.mutate(
            { runId: run.runId, campaignId: run.campaignId ?? undefined },
            { onSuccess: () => router.push(base) },
          )
        }
      >
        {propose.isPending
          ? "Proposing…"
          : `Propose repair from disagreements (${run.disagreements})`}
      </button>
      <span className="subtle">
        {llmConfigured ? "Proposed by the LLM" : "Offline proposal (no LLM)"}: a new version to
        refine, submit and have confirmed, never golden by itself.
      </span>
      {propose.isError && (
        <div className="alert error" role="alert">
          {propose.error.message}
        </div>
      )}
    </div>
  );
}
