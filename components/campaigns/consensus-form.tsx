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
import { SettledConsensus } from "./settled-consensus";
import { useCampaignMutation } from "./use-campaign-mutation";
import { useHotkeys } from "./use-hotkeys";

const THEMES = ZDisagreementTheme.options;

/**
 * The consensus label, disagreement themes (keys 1–5) and notes for one disputed patch. A settled
 * one is read only until the lead chooses "Change consensus" and confirms; the change then needs
 * a reason, which its history keeps.
 */
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
  const [changing, setChanging] = useState(false);
  const [reason, setReason] = useState("");
  const live = !locked && (!item.consensus || changing);
  const save = useCampaignMutation<TAdjudicate, TAdjudicatePatchResponse>(slug, {
    id: campaignId,
    method: "PUT",
    suffix: `/adjudication/${encodeURIComponent(item.patchId)}`,
  });
  const toggle = (t: TDisagreementTheme) =>
    live && setThemes((ts) => (ts.includes(t) ? ts.filter((x) => x !== t) : [...ts, t]));
  const send = () => {
    if (!live || save.isPending) return;
    if (!label) return setError("Choose the consensus label (V / I).");
    if (themes.length === 0) return setError("Choose at least one disagreement theme (1–5).");
    if (changing && !reason.trim()) return setError("Give a reason for changing the consensus.");
    setError(null);
    // The promise, not mutate's callbacks: saving refetches this item, and its new consensus
    // remounts this form (its key), after which mutate's callbacks would never run and the
    // lead would stay on the settled patch instead of moving to the next open one.
    save.mutateAsync({ label, themes, notes, ...(changing ? { change: { reason } } : {}) }).then(
      () => {
        setChanging(false);
        setReason("");
        onSaved();
      },
      (e: Error) => setError(e.message),
    );
  };
  useHotkeys({
    v: () => live && setLabel("VALID"),
    i: () => live && setLabel("INVALID"),
    "mod+enter": send,
    ...Object.fromEntries(THEMES.map((t, i) => [String(i + 1), () => toggle(t)])),
  });
  if (item.consensus && !changing)
    return (
      <SettledConsensus
        consensus={item.consensus}
        locked={locked}
        onChange={() => {
          setLabel(item.consensus?.label ?? null);
          setThemes(item.consensus?.themes ?? []);
          setNotes(item.consensus?.notes ?? "");
          setChanging(true);
        }}
      />
    );
  return (
    <section className="panel" aria-label="Consensus">
      <h2>
        {changing ? "Change consensus" : "Consensus"}{" "}
        {item.consensus && (
          <span className="badge warn">settled as {item.consensus.label}: changing it</span>
        )}
      </h2>
      <div className="seg label-choice" role="radiogroup" aria-label="Consensus label">
        {(["VALID", "INVALID"] as const).map((l) => (
          <button
            key={l}
            type="button"
            role="radio"
            aria-checked={label === l}
            disabled={!live}
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
              disabled={!live}
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
          readOnly={!live}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="What the discussion settled"
        />
      </label>
      {changing && (
        <label className="field">
          Reason for the change
          <textarea
            aria-label="Reason for the change"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Why the settled consensus was wrong (kept in its history)"
          />
        </label>
      )}
      <div className="toolbar" style={{ marginTop: 10, marginBottom: 0 }}>
        <button className="primary" onClick={send} disabled={!live || save.isPending}>
          {save.isPending ? "Saving…" : changing ? "Record change" : "Record consensus"}{" "}
          <kbd>Ctrl+Enter</kbd>
        </button>
        {changing && (
          <button type="button" onClick={() => (setChanging(false), setError(null))}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <div className="alert error" role="alert">
          {error}
        </div>
      )}
    </section>
  );
}
