import { z } from "zod";
import { ZDisagreementTheme, type TDisagreementTheme } from "@/lib/campaigns/disagreement-themes";
import type { TGetAdjudicationItemResponse } from "@/lib/campaigns/campaigns-api.types";
import { browserDraftKey, type TDraftStart } from "@/components/query/browser-draft";
import type { TStoredJsonSchema } from "@/components/query/read-stored-json";

type TConsensus = TGetAdjudicationItemResponse["consensus"];

/** An adjudicator's unrecorded input for one disputed patch, kept in the browser. */
export type TConsensusDraft = {
  label: "VALID" | "INVALID" | null;
  themes: TDisagreementTheme[];
  notes: string;
  /** A settled consensus being changed on purpose (with `reason`). */
  changing: boolean;
  reason: string;
  /** The consensus the input started from: its number of changes, -1 for none yet. */
  basedOn: number;
};

export const consensusDraftCheck: TStoredJsonSchema<TConsensusDraft> = z.object({
  label: z.enum(["VALID", "INVALID"]).nullable(),
  themes: z.array(ZDisagreementTheme),
  notes: z.string(),
  changing: z.boolean(),
  reason: z.string(),
  basedOn: z.number().int().min(-1),
});

/** The browser's key of one adjudicator's draft of one patch of a campaign. */
export const consensusDraftKey = (o: { owner: string; campaignId: string; patchId: string }) =>
  browserDraftKey("consensus", o.owner, o.campaignId, o.patchId);

/** Which consensus an input starts from: its number of changes, -1 for none yet. */
export const basedOnOf = (consensus: TConsensus): number =>
  consensus ? consensus.changes.length : -1;

/** The form as the server holds it: the consensus recorded, or empty. */
export const recordedDraft = (consensus: TConsensus): TConsensusDraft => ({
  label: consensus?.label ?? null,
  themes: consensus?.themes ?? [],
  notes: consensus?.notes ?? "",
  changing: false,
  reason: "",
  basedOn: basedOnOf(consensus),
});

const sameThemes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t) => b.includes(t));
/** The same label, themes and notes (what a consensus records; a change's reason is history). */
const sameContent = (a: TConsensusDraft, b: TConsensusDraft) =>
  a.label === b.label && sameThemes(a.themes, b.themes) && a.notes === b.notes;

/**
 * True when the draft holds input the consensus `consensus` does not: another label, themes or
 * notes, or a reason for a change. Opening "Change consensus" alone is no input.
 */
export const consensusDraftChanged = (draft: TConsensusDraft, consensus: TConsensus): boolean =>
  !sameContent(draft, recordedDraft(consensus)) || draft.reason !== "";

/**
 * The form's start for a patch, given the draft stored for it (or null): the draft when it was
 * made on the consensus shown and holds input; else the consensus recorded (or the empty form).
 * A draft made on an earlier consensus (recorded or changed since, here or elsewhere) is
 * dropped only when the consensus now says the same (its save went through); otherwise it is
 * stale, `pending`: neither applied nor dropped, the adjudicator chooses. Pure.
 */
export function startConsensusDraft(
  stored: TConsensusDraft | null,
  consensus: TConsensus,
): Required<TDraftStart<TConsensusDraft>> {
  const saved = recordedDraft(consensus);
  if (!stored) return { value: saved, restored: false, pending: null };
  if (stored.basedOn !== saved.basedOn)
    return { value: saved, restored: false, pending: sameContent(stored, saved) ? null : stored };
  if (!consensusDraftChanged(stored, consensus))
    return { value: saved, restored: false, pending: null };
  // Input on a recorded consensus is a change of it.
  return { value: { ...stored, changing: consensus !== null }, restored: true, pending: null };
}

/** A stale draft taken up on the consensus now shown: a change of it when one is recorded. */
export const adoptConsensusDraft = (
  stale: TConsensusDraft,
  consensus: TConsensus,
): TConsensusDraft => ({ ...stale, changing: consensus !== null, basedOn: basedOnOf(consensus) });
