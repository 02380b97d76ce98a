import { describe, expect, it } from "vitest";
import { splitSentences } from "./split-sentences";

describe("splitSentences", () => {
  it("cuts after a full stop before a capital and keeps file names and abbreviations whole", () => {
    expect(
      splitSentences({
        text: "It edits src/foo.c and v1.2 (e.g. the header). Then it fails! Why? Done",
      }).map((s) => s.text),
    ).toEqual(["It edits src/foo.c and v1.2 (e.g. the header).", "Then it fails!", "Why?", "Done"]);
  });

  it("gives each line its own sentences and drops bullet markers", () => {
    const text = "Summary:\n- first point.\n2. second point\n\n  * third";
    expect(splitSentences({ text }).map((s) => s.text)).toEqual([
      "Summary:",
      "first point.",
      "second point",
      "third",
    ]);
  });

  it("returns where each sentence starts in the text", () => {
    const text = "One. Two.\n- Three.";
    for (const s of splitSentences({ text }))
      expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });
});
