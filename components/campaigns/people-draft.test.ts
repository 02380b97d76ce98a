import { describe, expect, it } from "vitest";
import {
  describePeopleChange,
  mergePeople,
  peopleOf,
  peopleSync,
  samePeople,
} from "./people-draft";

const base = { raters: ["a", "b"], adjudicators: ["x"] };

describe("peopleOf", () => {
  it("takes the pool's active raters (not removed ones still holding items) and the adjudicators", () => {
    expect(
      peopleOf({
        raters: [
          { userId: "a", active: true },
          { userId: "gone", active: false },
          { userId: "b", active: true },
        ],
        adjudicators: [{ userId: "x" }],
      }),
    ).toEqual(base);
  });
});

describe("samePeople", () => {
  it("compares raters and adjudicators as sets", () => {
    expect(samePeople(base, { raters: ["b", "a"], adjudicators: ["x"] })).toBe(true);
    expect(samePeople(base, { raters: ["a"], adjudicators: ["x"] })).toBe(false);
    expect(samePeople(base, { raters: ["a", "b"], adjudicators: [] })).toBe(false);
    expect(samePeople(base, { raters: ["a", "x"], adjudicators: ["b"] })).toBe(false);
  });
});

describe("peopleSync", () => {
  const ticked = { raters: ["a", "b", "c"], adjudicators: ["x"] };
  const theirs = { raters: ["a", "b", "d"], adjudicators: ["x"] };

  it("does nothing while the server holds the people the ticks started from", () => {
    expect(peopleSync({ base, mine: base, server: base })).toBe("same");
    expect(peopleSync({ base, mine: ticked, server: { ...base, raters: ["b", "a"] } })).toBe(
      "same",
    );
  });

  it("adopts the server's people when nothing is ticked differently", () => {
    expect(peopleSync({ base, mine: base, server: theirs })).toBe("adopt");
    // Ticked and unticked again: nothing edited.
    expect(
      peopleSync({ base, mine: { raters: ["b", "a"], adjudicators: ["x"] }, server: theirs }),
    ).toBe("adopt");
  });

  it("adopts them when the ticks already match (the lead's own save coming back)", () => {
    expect(peopleSync({ base, mine: ticked, server: ticked })).toBe("adopt");
  });

  it("keeps unsaved ticks as a conflict when the server's people changed under them", () => {
    expect(peopleSync({ base, mine: ticked, server: theirs })).toBe("conflict");
    const adjudicatorTicked = { raters: ["a", "b"], adjudicators: [] };
    expect(peopleSync({ base, mine: adjudicatorTicked, server: theirs })).toBe("conflict");
  });
});

describe("mergePeople", () => {
  it("puts the lead's additions and removals on top of the other lead's change", () => {
    const mine = { raters: ["b", "c"], adjudicators: ["x", "y"] };
    const server = { raters: ["a", "b", "d"], adjudicators: [] };
    expect(mergePeople({ base, mine, server })).toEqual({
      // a: removed by me; d: added by them; c: added by me.
      raters: ["b", "d", "c"],
      // x: removed by them (I kept it, did not tick it again); y: added by me.
      adjudicators: ["y"],
    });
  });

  it("adds a person both ticked only once, and drops one both unticked", () => {
    const mine = { raters: ["b", "c"], adjudicators: ["x"] };
    const server = { raters: ["b", "c"], adjudicators: ["x"] };
    expect(mergePeople({ base, mine, server })).toEqual({
      raters: ["b", "c"],
      adjudicators: ["x"],
    });
  });

  it("is the server's people when nothing was ticked differently", () => {
    const server = { raters: ["d"], adjudicators: ["z"] };
    expect(mergePeople({ base, mine: base, server })).toEqual(server);
  });
});

describe("describePeopleChange", () => {
  const names = new Map([
    ["a", "Ada"],
    ["b", "Bo"],
    ["c", "Cy"],
    ["x", "Xi"],
    ["y", "Yu"],
  ]);
  it("names who another lead added and removed, raters then adjudicators", () => {
    expect(
      describePeopleChange({
        base,
        server: { raters: ["b", "c", "gone"], adjudicators: ["y"] },
        names,
      }),
    ).toBe(
      "added raters Cy, a user no longer in the project; removed rater Ada; added adjudicator Yu; removed adjudicator Xi",
    );
    expect(describePeopleChange({ base, server: base, names })).toBe("");
  });
});
