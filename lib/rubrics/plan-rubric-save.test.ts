import { describe, expect, it } from "vitest";
import { planRubricSave } from "./plan-rubric-save";

const DRAFT = "a\nb\nc\nd\ne\nf\ng\n";
/** Version 2: b reworded, justified; x added after e, not yet. */
const CURRENT = {
  id: "v2",
  content: "a\nB\nc\nd\ne\nx\nf\ng\n",
  edits: [
    {
      type: "modification",
      baseStart: 2,
      baseEnd: 4,
      justification: "b was vague",
      themes: ["scope" as const],
    },
    { type: "addition", baseStart: 10, baseEnd: 10, justification: "", themes: [] },
  ],
};

describe("planRubricSave", () => {
  it("lists the regions against the draft and carries the current version's notes, as the editor does", () => {
    // C typed next to the justified B: the regions merge and the note follows.
    const plan = planRubricSave({
      draft: DRAFT,
      current: CURRENT,
      text: "a\nB\nC\nd\ne\nx\nf\ng\n",
    });
    expect(plan.input).toMatchObject({ baseVersionId: "v2", activeMs: 0 });
    expect(plan.regions).toEqual([
      {
        number: 1,
        key: "modification:2:6",
        type: "modification",
        before: "b\nc\n",
        after: "B\nC\n",
        justification: "b was vague",
        themes: ["scope"],
      },
      {
        number: 2,
        key: "addition:10:10",
        type: "addition",
        before: "",
        after: "x\n",
        justification: "",
        themes: [],
      },
    ]);
    expect(plan.input.notes).toEqual([
      { key: "modification:2:6", justification: "b was vague", themes: ["scope"] },
      { key: "addition:10:10", justification: "", themes: [] },
    ]);
    expect(plan.unjustified).toEqual([2]);
  });

  it("puts the file's notes by place or by key, replacing carried ones, and refuses strays", () => {
    const text = CURRENT.content;
    const byPlace = planRubricSave({
      draft: DRAFT,
      current: CURRENT,
      text,
      notes: [null, { justification: "x is needed", themes: ["other"] }],
    });
    expect(byPlace.regions.map((r) => r.justification)).toEqual(["b was vague", "x is needed"]);
    expect(byPlace.unjustified).toEqual([]);
    const byKey = planRubricSave({
      draft: DRAFT,
      current: CURRENT,
      text,
      notes: { "modification:2:4": { justification: "", themes: [] } },
    });
    expect(byKey.unjustified).toEqual([1, 2]);
    expect(() =>
      planRubricSave({
        draft: DRAFT,
        current: CURRENT,
        text,
        notes: [
          { justification: "one", themes: [] },
          { key: "modification:2:4", justification: "two", themes: [] },
        ],
      }),
    ).toThrow("notes: entry 1 and entry 2 are both for edit region modification:2:4.");
    expect(() =>
      planRubricSave({
        draft: DRAFT,
        current: CURRENT,
        text,
        notes: [null, null, { justification: "", themes: [] }],
      }),
    ).toThrow(/entry 3 has no edit region \(this text makes 2\)/);
  });

  it("carries nothing onto a base other than the current version (the save will be refused)", () => {
    const plan = planRubricSave({
      draft: DRAFT,
      current: CURRENT,
      text: CURRENT.content,
      baseVersionId: "v1",
    });
    expect(plan.input).toMatchObject({ baseVersionId: "v1", notes: [] });
    expect(plan.unjustified).toEqual([1, 2]);
  });
});
