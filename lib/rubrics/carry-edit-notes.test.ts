import { describe, expect, it } from "vitest";
import { carryEditNotes } from "./carry-edit-notes";
import type { TEditTheme } from "./edit-themes";
import { editKey, type TEditNote } from "./schemas";
import { segmentEdits } from "./segment-edits";

const DRAFT = "a\nb\nc\nd\ne\nf\ng\n";
const note = (key: string, justification: string, themes: TEditTheme[]): TEditNote => ({
  key,
  justification,
  themes,
});

/** The regions of `text` with the notes the editor would show for them (what submit checks). */
function shown(text: string, notes: Record<string, TEditNote>) {
  return segmentEdits({ base: DRAFT, next: text }).map((r) => {
    const n = notes[editKey(r)];
    return {
      before: r.beforeText,
      after: r.afterText,
      why: n?.justification ?? "",
      themes: n?.themes ?? [],
    };
  });
}

/** Notes justifying every region of `text`, in order. */
function justify(text: string, ...given: [string, TEditTheme[]][]) {
  const regions = segmentEdits({ base: DRAFT, next: text });
  expect(regions).toHaveLength(given.length);
  return Object.fromEntries(
    regions.map((r, i) => [editKey(r), note(editKey(r), given[i]![0], given[i]![1])]),
  );
}

describe("carryEditNotes", () => {
  it("carries a justified edit's note onto the region it merges into when typing on the next line", () => {
    const one = "a\nB\nc\nd\ne\nf\ng\n";
    const notes = justify(one, ["b was too vague", ["scope"]]);
    const typed = "a\nB\nC\nd\ne\nf\ng\n";
    // Without carrying, the merged region has no note (the bug): submit is blocked.
    expect(shown(typed, notes)).toEqual([
      { before: "b\nc\n", after: "B\nC\n", why: "", themes: [] },
    ]);
    const carried = carryEditNotes({ draft: DRAFT, before: one, after: typed, notes });
    expect(shown(typed, carried)).toEqual([
      { before: "b\nc\n", after: "B\nC\n", why: "b was too vague", themes: ["scope"] },
    ]);
  });

  it("joins the justifications and unites the themes of two justified edits that merge", () => {
    const two = "a\nB\nc\nD\ne\nf\ng\n";
    const notes = justify(two, ["first why", ["scope"]], ["second why", ["scope", "overfitting"]]);
    const typed = "a\nB\nC\nD\ne\nf\ng\n";
    const carried = carryEditNotes({ draft: DRAFT, before: two, after: typed, notes });
    expect(shown(typed, carried)).toEqual([
      {
        before: "b\nc\nd\n",
        after: "B\nC\nD\n",
        why: "first why\n\nsecond why",
        themes: ["scope", "overfitting"],
      },
    ]);
  });

  it("carries the note when an added line or a deleted line joins the edit", () => {
    const one = "a\nB\nc\nd\ne\nf\ng\n";
    const notes = justify(one, ["why", ["llm_error"]]);
    for (const typed of ["a\nB\nnew line\nc\nd\ne\nf\ng\n", "a\nB\nd\ne\nf\ng\n"]) {
      const carried = carryEditNotes({ draft: DRAFT, before: one, after: typed, notes });
      expect(shown(typed, carried).map((s) => [s.why, s.themes])).toEqual([["why", ["llm_error"]]]);
    }
  });

  it("carries an addition's note when the line after it is modified", () => {
    const added = "a\nb\nnew\nc\nd\ne\nf\ng\n";
    const notes = justify(added, ["an item was missing", ["scope"]]);
    const typed = "a\nb\nnew\nC\nd\ne\nf\ng\n";
    const carried = carryEditNotes({ draft: DRAFT, before: added, after: typed, notes });
    expect(shown(typed, carried)).toEqual([
      { before: "c\n", after: "new\nC\n", why: "an item was missing", themes: ["scope"] },
    ]);
  });

  it("gives both parts of a split edit the note, and leaves unrelated edits alone", () => {
    const merged = "a\nB\nC\nD\ne\nf\ng\n";
    const notes = justify(merged, ["one reason", ["standardization"]]);
    const split = "a\nB\nc\nD\ne\nf\nG\n";
    const carried = carryEditNotes({ draft: DRAFT, before: merged, after: split, notes });
    expect(shown(split, carried)).toEqual([
      { before: "b\n", after: "B\n", why: "one reason", themes: ["standardization"] },
      { before: "d\n", after: "D\n", why: "one reason", themes: ["standardization"] },
      { before: "g\n", after: "G\n", why: "", themes: [] },
    ]);
  });

  it("keeps every note when an edit is deleted (typed back to the draft), so redoing it finds it", () => {
    const one = "a\nB\nc\nd\ne\nf\ng\n";
    const notes = justify(one, ["why", ["scope"]]);
    const back = carryEditNotes({ draft: DRAFT, before: one, after: DRAFT, notes });
    expect(shown(DRAFT, back)).toEqual([]);
    expect(back).toEqual(notes);
    const redo = carryEditNotes({ draft: DRAFT, before: DRAFT, after: one, notes: back });
    expect(shown(one, redo)).toEqual([
      { before: "b\n", after: "B\n", why: "why", themes: ["scope"] },
    ]);
  });

  it("undoing the typing brings back the edits' own notes, and never overwrites a note", () => {
    const two = "a\nB\nc\nD\ne\nf\ng\n";
    const notes = justify(two, ["first", ["scope"]], ["second", ["overfitting"]]);
    const typed = "a\nB\nC\nD\ne\nf\ng\n";
    const merged = carryEditNotes({ draft: DRAFT, before: two, after: typed, notes });
    const [key] = Object.keys(merged).filter((k) => !(k in notes));
    const edited = { ...merged, [key!]: note(key!, "one rewritten reason", ["scope"]) };
    const undone = carryEditNotes({ draft: DRAFT, before: typed, after: two, notes: edited });
    expect(shown(two, undone).map((s) => s.why)).toEqual(["first", "second"]);
    const redone = carryEditNotes({ draft: DRAFT, before: two, after: typed, notes: undone });
    expect(shown(typed, redone).map((s) => s.why)).toEqual(["one rewritten reason"]);
  });
});
