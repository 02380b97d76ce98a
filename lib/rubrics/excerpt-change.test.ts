import { describe, expect, it } from "vitest";
import { excerptChange } from "./excerpt-change";

describe("excerptChange", () => {
  it("shows short changes whole", () => {
    expect(excerptChange({ before: "a\n", after: "b\n" })).toEqual({
      before: "a\n",
      after: "b\n",
      clipped: false,
    });
  });

  it("keeps a change at the end of a long line in view", () => {
    const line = `- [ ] ${"The parser rejects the input with an error. ".repeat(5)}`;
    const before = `${line}\n`;
    const after = `${line}It returns TJ_ERR_SYNTAX.\n`;
    const shown = excerptChange({ before, after });
    expect(shown.clipped).toBe(true);
    expect(shown.after).toContain("It returns TJ_ERR_SYNTAX.");
    expect(shown.after.startsWith("…")).toBe(true);
    expect(shown.after.length).toBeLessThanOrEqual(162);
    expect(shown.before).not.toContain("TJ_ERR_SYNTAX");
  });

  it("starts at the text's beginning when the difference is early, and marks the cut end", () => {
    const tail = "x".repeat(300);
    const shown = excerptChange({ before: `old ${tail}`, after: `new ${tail}` });
    expect(shown.before.startsWith("old ")).toBe(true);
    expect(shown.after.startsWith("new ")).toBe(true);
    expect(shown.after.endsWith("…")).toBe(true);
  });

  it("shows a short side whole next to a long one", () => {
    const shown = excerptChange({ before: "", after: "y".repeat(400) });
    expect(shown).toMatchObject({ before: "", clipped: true });
    expect(shown.after).toBe(`${"y".repeat(160)}…`);
  });
});
