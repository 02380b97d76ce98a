import { describe, expect, it } from "vitest";
import {
  adoptConsensusDraft,
  consensusDraftChanged,
  consensusDraftCheck,
  consensusDraftKey,
  recordedDraft,
  startConsensusDraft,
  type TConsensusDraft,
} from "./consensus-draft";

type TConsensus = Parameters<typeof recordedDraft>[0];
const open: TConsensus = null;
/** A settled consensus changed `changes` times. */
const settled = (changes: number): TConsensus => ({
  label: "INVALID",
  method: "adjudicated",
  themes: ["overlooked_requirements", "unnecessary_changes"],
  notes: "requirement 2 is missing",
  createdAt: "2025-01-01T00:00:00.000Z",
  adjudicator: { name: "Lead" },
  changes: Array.from({ length: changes }, (_, i) => ({
    changedBy: "Lead",
    createdAt: "2025-01-02T00:00:00.000Z",
    fromLabel: "VALID" as const,
    toLabel: "INVALID" as const,
    themes: [],
    reason: `change ${i}`,
  })),
});
const typed: TConsensusDraft = {
  label: "VALID",
  themes: ["rubric_ambiguity", "other"],
  notes: "the rubric's second line reads two ways",
  changing: false,
  reason: "",
  basedOn: -1,
};

describe("consensusDraftChanged", () => {
  it("is false for the form as recorded; true for a label, a theme, notes or a change's reason", () => {
    expect(consensusDraftChanged(recordedDraft(open), open)).toBe(false);
    const s = settled(0);
    expect(consensusDraftChanged(recordedDraft(s), s)).toBe(false);
    // Opening "Change consensus" alone is no input.
    expect(consensusDraftChanged({ ...recordedDraft(s), changing: true }, s)).toBe(false);
    expect(consensusDraftChanged({ ...recordedDraft(open), label: "VALID" }, open)).toBe(true);
    expect(consensusDraftChanged({ ...recordedDraft(open), themes: ["other"] }, open)).toBe(true);
    expect(consensusDraftChanged({ ...recordedDraft(open), notes: "n" }, open)).toBe(true);
    expect(consensusDraftChanged({ ...recordedDraft(s), reason: "wrong" }, s)).toBe(true);
    // Themes are a set: the order they were ticked in is no change.
    expect(
      consensusDraftChanged({ ...recordedDraft(s), themes: [...(s?.themes ?? [])].reverse() }, s),
    ).toBe(false);
  });
});

describe("startConsensusDraft", () => {
  it("restores a draft of the consensus shown, and starts from the recorded one without a draft", () => {
    expect(startConsensusDraft(null, open)).toEqual({
      value: recordedDraft(open),
      restored: false,
      pending: null,
    });
    expect(startConsensusDraft(typed, open)).toEqual({
      value: typed,
      restored: true,
      pending: null,
    });
    const s = settled(1);
    const change = { ...recordedDraft(s), label: "VALID" as const, changing: true, reason: "no" };
    expect(startConsensusDraft(change, s)).toEqual({
      value: change,
      restored: true,
      pending: null,
    });
  });

  it("drops a draft that holds nothing beyond the consensus (a save that went through)", () => {
    const s = settled(0);
    // Recorded from this draft: the consensus now says the same, one version on.
    const sent = { ...recordedDraft(s), basedOn: -1 };
    expect(startConsensusDraft(sent, s)).toEqual({
      value: recordedDraft(s),
      restored: false,
      pending: null,
    });
    // A change recorded: its reason went into the history.
    const s1 = settled(1);
    const changed = { ...recordedDraft(s1), changing: true, reason: "why", basedOn: 0 };
    expect(startConsensusDraft(changed, s1).pending).toBeNull();
    // Nothing typed at all.
    expect(startConsensusDraft(recordedDraft(open), open).restored).toBe(false);
  });

  it("keeps a draft made before the consensus was recorded elsewhere as stale, never applied", () => {
    const s = settled(0);
    const start = startConsensusDraft(typed, s);
    expect(start.value).toEqual(recordedDraft(s));
    expect(start.restored).toBe(false);
    expect(start.pending).toEqual(typed);
    // Taken up, it becomes a change of the consensus now shown.
    expect(adoptConsensusDraft(typed, s)).toEqual({ ...typed, changing: true, basedOn: 0 });
  });
});

describe("consensusDraftCheck and consensusDraftKey", () => {
  it("reads back a stored draft and refuses another shape", () => {
    expect(consensusDraftCheck.safeParse(JSON.parse(JSON.stringify(typed)))).toEqual({
      success: true,
      data: typed,
    });
    expect(consensusDraftCheck.safeParse({ ...typed, themes: ["nope"] }).success).toBe(false);
    expect(consensusDraftCheck.safeParse({ notes: "x" }).success).toBe(false);
  });

  it("keys a draft by adjudicator, campaign and patch", () => {
    const key = consensusDraftKey({ owner: "u1", campaignId: "c1", patchId: "p1" });
    expect(key).toBe("rubricate:consensus:u1:c1:p1");
    expect(key).not.toBe(consensusDraftKey({ owner: "u2", campaignId: "c1", patchId: "p1" }));
  });
});
