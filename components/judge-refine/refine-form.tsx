"use client";

import { useState } from "react";
import type { TGuidanceOptionsWire, TGuidanceProposalWire } from "@/lib/tuning/guidance-api.types";
import { useProposeGuidance } from "./use-propose-guidance";

/**
 * The refine form: the base configuration version, a revealed campaign, a finished run of that
 * version, the split's seed and held-out share → Propose (the LLM works for a while: progress,
 * then the proposal to review, or the provider's error).
 */
export function RefineForm(props: {
  slug: string;
  options: TGuidanceOptionsWire;
  onProposed: (proposal: TGuidanceProposalWire) => void;
}) {
  const { slug, options, onProposed } = props;
  const propose = useProposeGuidance(slug);
  const [configId, setConfigId] = useState(options.configs.at(-1)?.id ?? "");
  const [campaignId, setCampaignId] = useState(options.campaigns[0]?.id ?? "");
  const [runId, setRunId] = useState("");
  const [seed, setSeed] = useState("42");
  const [heldOut, setHeldOut] = useState("0.5");
  const runs = options.runs.filter(
    (r) => r.configId === configId && (r.campaignId === null || r.campaignId === campaignId),
  );
  const run = runs.find((r) => r.id === runId) ?? runs[0];
  if (options.configs.length === 0)
    return (
      <div className="panel empty">
        No LLM judge configuration yet: save one on the judge page, run it on a revealed campaign,
        then refine its instructions here.
      </div>
    );
  return (
    <form
      className="panel"
      aria-label="Propose instructions"
      onSubmit={(e) => {
        e.preventDefault();
        if (!run || propose.isPending) return;
        propose.mutate(
          {
            configId,
            campaignId,
            runId: run.id,
            seed: Number(seed),
            heldOutShare: Number(heldOut),
          },
          { onSuccess: (r) => onProposed(r.proposal) },
        );
      }}
    >
      <h2>Propose</h2>
      <p className="subtle">
        The campaign&apos;s bugs are split into a tuning part and a held-out part first; the LLM
        sees only the tuning part&apos;s disagreements between the run and the consensus, and
        proposes a few additional instructions for you to review.
      </p>
      <div className="form-row">
        <label>
          Configuration{" "}
          <select value={configId} onChange={(e) => setConfigId(e.target.value)}>
            {options.configs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} v{c.version}
                {c.guidance.length ? ` (${c.guidance.length} guidance lines)` : ""}
              </option>
            ))}
          </select>
        </label>
        <label>
          Revealed campaign{" "}
          <select value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
            {options.campaigns.length === 0 && <option value="">none revealed yet</option>}
            {options.campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Finished run{" "}
          <select value={run?.id ?? ""} onChange={(e) => setRunId(e.target.value)}>
            {runs.length === 0 && <option value="">no finished run of this version</option>}
            {runs.map((r) => (
              <option key={r.id} value={r.id}>
                {new Date(r.createdAt).toLocaleString()} · {r.status.replaceAll("_", " ")} ·{" "}
                {r.id.slice(-6)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="form-row">
        <label>
          Seed{" "}
          <input
            type="number"
            min={0}
            step={1}
            value={seed}
            style={{ width: 90 }}
            onChange={(e) => setSeed(e.target.value)}
          />
        </label>
        <label>
          Held-out share{" "}
          <input
            type="number"
            min={0.1}
            max={0.9}
            step={0.05}
            value={heldOut}
            style={{ width: 80 }}
            onChange={(e) => setHeldOut(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button primary"
          disabled={!run || !campaignId || propose.isPending}
        >
          {propose.isPending ? "Proposing…" : "Propose instructions"}
        </button>
      </div>
      {propose.isPending && (
        <div className="alert" role="status">
          The LLM is reading the tuning part&apos;s disagreements; this can take a minute.
        </div>
      )}
      {propose.isError && (
        <div className="alert error" role="alert">
          {propose.error.message}
        </div>
      )}
    </form>
  );
}
