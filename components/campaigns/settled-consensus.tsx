"use client";

import { DISAGREEMENT_THEME_LABELS } from "@/lib/campaigns/disagreement-themes";
import type { TGetAdjudicationItemResponse } from "@/lib/campaigns/campaigns-api.types";
import { ConsensusHistory } from "./consensus-history";

/**
 * A settled consensus, read only: its label, themes, notes and history of changes. The lead may
 * choose "Change consensus" (confirmed) while the campaign is open; a closed one is final.
 */
export function SettledConsensus(props: {
  consensus: NonNullable<TGetAdjudicationItemResponse["consensus"]>;
  locked: boolean;
  onChange: () => void;
}) {
  const { consensus, locked, onChange } = props;
  const ask = () =>
    window.confirm(
      `Change the settled consensus (${consensus.label}) of this patch? You will give a reason; the change is kept in its history.`,
    ) && onChange();
  return (
    <section className="panel" aria-label="Consensus" data-testid="settled-consensus">
      <h2>
        Consensus{" "}
        <span
          className={`badge ${consensus.label === "VALID" ? "ok" : "bad"}`}
          data-testid="consensus-label"
        >
          {consensus.label}
        </span>{" "}
        <span className="badge">
          settled{consensus.method === "adjudicated" ? "" : ` (${consensus.method})`}
          {consensus.adjudicator ? ` by ${consensus.adjudicator.name}` : ""}
        </span>
      </h2>
      <div className="subtle">
        {consensus.themes.map((t) => DISAGREEMENT_THEME_LABELS[t]).join(", ") || "no themes"}
      </div>
      {consensus.notes && (
        <div style={{ whiteSpace: "pre-wrap", marginTop: 6 }}>{consensus.notes}</div>
      )}
      {consensus.changes.length > 0 && (
        <>
          <h3>History of changes</h3>
          <ConsensusHistory changes={consensus.changes} />
        </>
      )}
      <div className="toolbar" style={{ marginTop: 10, marginBottom: 0 }}>
        {locked ? (
          <span className="subtle">The campaign is closed; this consensus is final.</span>
        ) : (
          <button onClick={ask}>Change consensus</button>
        )}
      </div>
    </section>
  );
}
