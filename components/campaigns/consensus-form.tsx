"use client";

import { useState } from "react";
import {
  DISAGREEMENT_THEME_LABELS,
  ZDisagreementTheme,
  type TDisagreementTheme,
} from "@/lib/campaigns/disagreement-themes";
import type {
  TAdjudicatePatchResponse,
  TGetAdjudicationItemResponse as TAdjudicationItem,
} from "@/lib/campaigns/campaigns-api.types";
import type { TAdjudicate } from "@/lib/campaigns/schemas";
import { useCampaignMutation } from "./use-campaign-mutation";
import { useHotkeys } from "./use-hotkeys";

const THEMES = ZDisagreementTheme.options;

/** The consensus label, disagreement themes (keys 1–5) and notes for one disputed patch. */
export function ConsensusForm(props: {
  slug: string;
  campaignId: string;
  item: TAdjudicationItem;
  locked: boolean;
  onSaved: () => void;
}) {
  const { slug, campaignId, item, locked, onSaved } = props;
  const [label, setLabel] = useState<TAdjudicate["label"] | null>(item.consensus?.label ?? null);
  const [themes, setThemes] = useState<TDisagreementTheme[]>(item.consensus?.themes ?? []);
  const [notes, setNotes] = useState(item.consensus?.notes ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useCampaignMutation<TAdjudicate, TAdjudicatePatchResponse>(slug, {
    id: campaignId,
    method: "PUT",
    suffix: `/adjudication/${encodeURIComponent(item.patchId)}`,
  });
  const toggle = (t: TDisagreementTheme) =>
    !locked && setThemes((ts) => (ts.includes(t) ? ts.filter((x) => x !== t) : [...ts, t]));
  const send = () => {
    if (locked || save.isPending) return;
    if (!label) return setError("Choose the consensus label (V / I).");
    if (themes.length === 0) return setError("Choose at least one disagreement theme (1–5).");
    setError(null);
    save.mutate(
      { label, themes, notes },
      { onSuccess: onSaved, onError: (e) => setError(e.message) },
    );
  };
  useHotkeys({
    v: () => !locked && setLabel("VALID"),
    i: () => !locked && setLabel("INVALID"),
    "mod+enter": send,
    ...Object.fromEntries(THEMES.map((t, i) => [String(i + 1), () => toggle(t)])),
  });
  return (
    <section className="panel" aria-label="Consensus">
      <h2>
        Consensus{" "}
        {item.consensus && (
          <span className="badge ok">recorded by {item.consensus.adjudicator?.name ?? "—"}</span>
        )}
      </h2>
      <div className="seg label-choice" role="radiogroup" aria-label="Consensus label">
        {(["VALID", "INVALID"] as const).map((l) => (
          <button
            key={l}
            type="button"
            role="radio"
            aria-checked={label === l}
            disabled={locked}
            className={`label-${l.toLowerCase()}`}
            onClick={() => setLabel(l)}
          >
            {l} <kbd>{l[0]}</kbd>
          </button>
        ))}
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: "10px 0" }}>
        <legend className="subtle">Why the raters disagreed</legend>
        {THEMES.map((t, i) => (
          <label key={t} style={{ display: "block" }}>
            <input
              type="checkbox"
              checked={themes.includes(t)}
              disabled={locked}
              onChange={() => toggle(t)}
            />{" "}
            <kbd>{i + 1}</kbd> {DISAGREEMENT_THEME_LABELS[t]}
          </label>
        ))}
      </fieldset>
      <label className="field">
        Notes
        <textarea
          aria-label="Consensus notes"
          rows={3}
          value={notes}
          readOnly={locked}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="What the discussion settled"
        />
      </label>
      <div className="toolbar" style={{ marginTop: 10, marginBottom: 0 }}>
        <button className="primary" onClick={send} disabled={locked || save.isPending}>
          {save.isPending ? "Saving…" : "Record consensus"} <kbd>Ctrl+Enter</kbd>
        </button>
      </div>
      {error && (
        <div className="alert error" role="alert">
          {error}
        </div>
      )}
    </section>
  );
}
