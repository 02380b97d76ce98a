import { describe, expect, it } from "vitest";
import { MAX_NOTE_LENGTH, MAX_RULE_LENGTH } from "@/lib/rules/schemas";
import { rowsOf, rulesChanged, rulesSync, rulesTooLong } from "./rules-draft";

const v2 = {
  version: 2,
  rules: [
    { text: "Unrelated changes make a patch INVALID.", verdict: "INVALID" as const },
    { text: "Reformatting is not unrelated.", verdict: null },
  ],
};

describe("rowsOf", () => {
  it("starts from one empty line before the first version, else from the version's rules", () => {
    expect(rowsOf(null)).toEqual([{ text: "", verdict: null }]);
    expect(rowsOf(v2)).toEqual(v2.rules);
    expect(rowsOf(v2)[0]).not.toBe(v2.rules[0]);
  });
});

describe("rulesChanged", () => {
  it("is false for the version as loaded, true for any edit of a row, the rows or the note", () => {
    expect(rulesChanged({ rows: rowsOf(v2), note: "", base: v2 })).toBe(false);
    expect(rulesChanged({ rows: rowsOf(null), note: "", base: null })).toBe(false);
    const edited = rowsOf(v2).map((r, i) => (i === 1 ? { ...r, text: r.text + "!" } : r));
    expect(rulesChanged({ rows: edited, note: "", base: v2 })).toBe(true);
    const hinted = rowsOf(v2).map((r, i) => (i === 1 ? { ...r, verdict: "VALID" as const } : r));
    expect(rulesChanged({ rows: hinted, note: "", base: v2 })).toBe(true);
    expect(rulesChanged({ rows: rowsOf(v2).slice(1), note: "", base: v2 })).toBe(true);
    expect(rulesChanged({ rows: rowsOf(v2), note: "why", base: v2 })).toBe(true);
    expect(rulesChanged({ rows: [{ text: "x", verdict: null }], note: "", base: null })).toBe(true);
  });
});

describe("rulesTooLong", () => {
  it("holds the save while a rule or the note is over the server's limit (trimmed)", () => {
    const fits = [{ text: "x".repeat(MAX_RULE_LENGTH), verdict: null }];
    expect(rulesTooLong(fits, "n".repeat(MAX_NOTE_LENGTH))).toBe(false);
    expect(rulesTooLong([{ text: ` ${"x".repeat(MAX_RULE_LENGTH)} `, verdict: null }], "")).toBe(
      false,
    );
    expect(rulesTooLong([{ text: "x".repeat(MAX_RULE_LENGTH + 1), verdict: null }], "")).toBe(true);
    expect(rulesTooLong(fits, "n".repeat(MAX_NOTE_LENGTH + 1))).toBe(true);
  });
});

describe("rulesSync", () => {
  it("adopts a newer version when nothing was typed, and keeps the input as a conflict otherwise", () => {
    expect(rulesSync({ base: v2, latest: v2, changed: true })).toBe("same");
    expect(rulesSync({ base: null, latest: null, changed: true })).toBe("same");
    const v3 = { ...v2, version: 3 };
    expect(rulesSync({ base: v2, latest: v3, changed: false })).toBe("adopt");
    expect(rulesSync({ base: v2, latest: v3, changed: true })).toBe("conflict");
    expect(rulesSync({ base: null, latest: v2, changed: true })).toBe("conflict");
    // Just saved as v3, the refresh not yet in: v2 is not newer.
    expect(rulesSync({ base: v3, latest: v2, changed: false })).toBe("same");
  });
});
