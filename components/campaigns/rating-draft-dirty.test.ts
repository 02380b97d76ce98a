import { describe, expect, it } from "vitest";
import type { TRatingDraft } from "./rating-draft-check";
import { draftFromSaved, isRatingDraftDirty } from "./rating-draft-dirty";

const draft = (d: Partial<TRatingDraft> = {}): TRatingDraft => ({
  label: "VALID",
  justification: "meets every requirement",
  checklist: [0, 2],
  ...d,
});
const saved = {
  label: "VALID" as const,
  justification: "meets every requirement",
  checklist: [0, 2],
};

describe("whether the rating form has unsaved changes", () => {
  it("is clean when the draft is the saved rating as the server stores it", () => {
    expect(isRatingDraftDirty({ draft: draft(), saved, graded: false })).toBe(false);
    // Typed with a trailing space and ticked 2 then 0: the server trimmed and sorted them.
    const typed = draft({ justification: "meets every requirement \n", checklist: [2, 0] });
    expect(isRatingDraftDirty({ draft: typed, saved, graded: false })).toBe(false);
    expect(
      isRatingDraftDirty({ draft: draft({ checklist: [2, 0, 2] }), saved, graded: false }),
    ).toBe(false);
  });

  it("is dirty when the label, the words or the ticked requirements differ", () => {
    expect(isRatingDraftDirty({ draft: draft({ label: "INVALID" }), saved, graded: false })).toBe(
      true,
    );
    expect(
      isRatingDraftDirty({ draft: draft({ justification: "meets most" }), saved, graded: false }),
    ).toBe(true);
    expect(isRatingDraftDirty({ draft: draft({ checklist: [0] }), saved, graded: false })).toBe(
      true,
    );
  });

  it("with nothing saved, is dirty once anything is chosen or typed (spaces alone are nothing)", () => {
    const empty = { label: null, justification: "", checklist: [] };
    expect(isRatingDraftDirty({ draft: empty, saved: null, graded: false })).toBe(false);
    expect(
      isRatingDraftDirty({ draft: { ...empty, justification: "  " }, saved: null, graded: false }),
    ).toBe(false);
    expect(
      isRatingDraftDirty({ draft: { ...empty, checklist: [1] }, saved: null, graded: false }),
    ).toBe(true);
    expect(isRatingDraftDirty({ draft: draft(), saved: undefined, graded: false })).toBe(true);
  });

  it("in a graded campaign compares the grades, not the label the server derived", () => {
    const graded = {
      ...saved,
      label: "INVALID" as const,
      grade: 2,
      dimensionGrades: { a: 1, b: 3 },
    };
    const mine = draft({ label: null, grade: 2, dimensionGrades: { b: 3, a: 1 } });
    expect(isRatingDraftDirty({ draft: mine, saved: graded, graded: true })).toBe(false);
    expect(isRatingDraftDirty({ draft: { ...mine, grade: 3 }, saved: graded, graded: true })).toBe(
      true,
    );
    expect(
      isRatingDraftDirty({
        draft: { ...mine, dimensionGrades: { a: 2, b: 3 } },
        saved: graded,
        graded: true,
      }),
    ).toBe(true);
    // UNSURE is kept as the label in a graded draft.
    expect(
      isRatingDraftDirty({
        draft: draft({ label: "UNSURE", grade: null }),
        saved: { ...saved, label: "UNSURE", grade: null, dimensionGrades: null },
        graded: true,
      }),
    ).toBe(false);
  });

  it("a draft made from a saved rating is clean against it and based on it", () => {
    const stored = {
      ...saved,
      grade: null,
      dimensionGrades: null,
      updatedAt: "2025-01-02T03:04:05.678Z",
    };
    const made = draftFromSaved({ saved: stored, graded: false });
    expect(made.base).toBe(stored.updatedAt);
    expect(isRatingDraftDirty({ draft: made, saved: stored, graded: false })).toBe(false);
    // No rating: the empty form, based on none.
    expect(draftFromSaved({ saved: null, graded: false })).toEqual({
      label: null,
      justification: "",
      checklist: [],
      grade: null,
      dimensionGrades: {},
      base: null,
    });
    // Graded: the label comes from the grade on the server; only UNSURE stays in the draft.
    const graded = { ...stored, grade: 3, dimensionGrades: { correctness: 4 } };
    expect(draftFromSaved({ saved: graded, graded: true })).toMatchObject({
      label: null,
      grade: 3,
      dimensionGrades: { correctness: 4 },
    });
  });
});
