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
import { useBrowserDraft } from "@/components/query/use-browser-draft";
import {
  adoptConsensusDraft,
  consensusDraftChanged,
  consensusDraftCheck,
  consensusDraftKey,
  recordedDraft,
  startConsensusDraft,
  type TConsensusDraft,
} from "./consensus-draft";
import { SettledConsensus } from "./settled-consensus";
import { useCampaignMutation } from "./use-campaign-mutation";
import { useHotkeys } from "./use-hotkeys";

const THEMES = ZDisagreementTheme.options;
const LEAVE_MESSAGE =
  "Your consensus for this patch is not recorded. Leave anyway? The draft stays in this browser, but it counts only once you record it.";

/**
 * The consensus label, disagreement themes (keys 1–5) and notes for one disputed patch. A settled
 * one is read only until the lead chooses "Change consensus" and confirms; the change then needs
 * a reason, which its history keeps. Unrecorded input is kept per patch in the browser
 * (localStorage), so moving to another patch (J / K, the queue) or reloading loses nothing, and
 * leaving the page with it asks first.
 */
export function ConsensusForm(props: {
  slug: string;
  campaignId: string;
  item: TAdjudicationItem;
  locked: boolean;
  /** Whose drafts these are (the signed-in user's id): another account never reads them. */
  draftOwner: string;
  onSaved: () => void;
}) {
  const { slug, campaignId, item, locked, draftOwner, onSaved } = props;
  // A draft made on an earlier consensus is `pending`: kept stored, and offered, until the lead
  // chooses. Leaving asks while the draft holds input (then the form is live: input on a
  // recorded consensus is a change of it).
  const kept = useBrowserDraft<TConsensusDraft>({
    key: consensusDraftKey({ owner: draftOwner, campaignId, patchId: item.patchId }),
    schema: consensusDraftCheck,
    isEmpty: (d) => !consensusDraftChanged(d, item.consensus),
    start: (stored) => startConsensusDraft(stored, item.consensus),
    leaveMessage: LEAVE_MESSAGE,
    write: !locked,
  });
  const { value: draft, setValue: setDraft, pending: stale } = kept;
  const [error, setError] = useState<string | null>(null);
  const { label, themes, notes, changing, reason } = draft;
  const live = !locked && (!item.consensus || changing);
  const dirty = consensusDraftChanged(draft, item.consensus);

  const save = useCampaignMutation<TAdjudicate, TAdjudicatePatchResponse>(slug, {
    id: campaignId,
    method: "PUT",
    suffix: `/adjudication/${encodeURIComponent(item.patchId)}`,
  });
  const update = (patch: Partial<TConsensusDraft>) => live && setDraft((d) => ({ ...d, ...patch }));
  const toggle = (t: TDisagreementTheme) =>
    update({ themes: themes.includes(t) ? themes.filter((x) => x !== t) : [...themes, t] });
  const send = () => {
    if (!live || save.isPending) return;
    if (!label) return setError("Choose the consensus label (V / I).");
    if (themes.length === 0) return setError("Choose at least one disagreement theme (1–5).");
    if (changing && !reason.trim()) return setError("Give a reason for changing the consensus.");
    setError(null);
    // The promise, not mutate's callbacks: saving refetches this item, and its new consensus
    // remounts this form (its key), after which mutate's callbacks would never run and the
    // lead would stay on the settled patch instead of moving to the next open one. The form
    // that mounts then starts from the consensus recorded (a draft that says the same is
    // dropped there too); input typed while the save ran stays stored, offered there as stale.
    const sent = draft;
    save.mutateAsync({ label, themes, notes, ...(changing ? { change: { reason } } : {}) }).then(
      () => {
        kept.clear(sent);
        onSaved();
      },
      (e: Error) => setError(e.message),
    );
  };
  const cancelChange = () => {
    if (dirty && !window.confirm("Discard your change of this consensus?")) return;
    setDraft(recordedDraft(item.consensus));
    setError(null);
  };
  useHotkeys({
    v: () => update({ label: "VALID" }),
    i: () => update({ label: "INVALID" }),
    "mod+enter": send,
    ...Object.fromEntries(THEMES.map((t, i) => [String(i + 1), () => toggle(t)])),
  });
  const staleNotice = stale && (
    <div className="alert warn" role="alert" data-testid="stale-consensus-draft">
      You have an unrecorded draft of this patch ({stale.label ?? "no label"}
      {stale.themes.length > 0
        ? `; ${stale.themes.map((t) => DISAGREEMENT_THEME_LABELS[t]).join(", ")}`
        : ""}
      ) from before its consensus was {item.consensus ? "recorded or changed" : "reopened"}.
      {stale.notes && <div style={{ whiteSpace: "pre-wrap", margin: "6px 0" }}>{stale.notes}</div>}{" "}
      {!locked && (
        <button
          type="button"
          onClick={() => kept.adopt(adoptConsensusDraft(stale, item.consensus))}
        >
          {item.consensus ? "Change the consensus to my draft" : "Use my draft"}
        </button>
      )}{" "}
      <button type="button" onClick={kept.discard}>
        Discard my draft
      </button>
    </div>
  );
  if (item.consensus && !changing)
    return (
      <>
        {staleNotice}
        <SettledConsensus
          consensus={item.consensus}
          locked={locked}
          onChange={() => setDraft({ ...recordedDraft(item.consensus), changing: true })}
        />
      </>
    );
  return (
    <section className="panel" aria-label="Consensus">
      {staleNotice}
      <h2>
        {changing ? "Change consensus" : "Consensus"}{" "}
        {item.consensus && (
          <span className="badge warn">settled as {item.consensus.label}: changing it</span>
        )}{" "}
        {dirty && live && <span className="badge warn">unrecorded</span>}
      </h2>
      {kept.restored && (
        <div className="subtle" role="status" data-testid="consensus-draft-restored">
          Your unrecorded draft of this patch, restored from this browser.
        </div>
      )}
      <div className="seg label-choice" role="radiogroup" aria-label="Consensus label">
        {(["VALID", "INVALID"] as const).map((l) => (
          <button
            key={l}
            type="button"
            role="radio"
            aria-checked={label === l}
            disabled={!live}
            className={`label-${l.toLowerCase()}`}
            onClick={() => update({ label: l })}
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
          onChange={(e) => update({ notes: e.target.value })}
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
            onChange={(e) => update({ reason: e.target.value })}
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
          <button type="button" onClick={cancelChange}>
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
