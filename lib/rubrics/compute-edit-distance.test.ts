import { distance } from "fastest-levenshtein";
import { describe, expect, it } from "vitest";
import { computeEditDistance } from "./compute-edit-distance";
import { createRandom } from "@/lib/stats/create-random";

function mutate(text: string, edits: number, alphabet: string, next: () => number): string {
  let out = text;
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (out.length + 1));
    const ch = alphabet[Math.floor(next() * alphabet.length)] ?? "x";
    const op = next();
    if (op < 0.4) out = out.slice(0, at) + ch + out.slice(at);
    else if (op < 0.7) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at) + ch + out.slice(at + 1);
  }
  return out;
}

describe("computeEditDistance", () => {
  it("matches hand-computed Levenshtein distances", () => {
    expect(computeEditDistance({ draft: "kitten", current: "sitting" })).toEqual({
      distance: 3,
      normalized: 0.5,
    });
    expect(computeEditDistance({ draft: "flaw", current: "lawn" })).toEqual({
      distance: 2,
      normalized: 0.5,
    });
    expect(computeEditDistance({ draft: "abc", current: "abc" })).toEqual({
      distance: 0,
      normalized: 0,
    });
    expect(computeEditDistance({ draft: "abcd", current: "" })).toEqual({
      distance: 4,
      normalized: 1,
    });
    expect(computeEditDistance({ draft: "ab", current: "abcdef" })).toEqual({
      distance: 4,
      normalized: 2,
    });
    expect(computeEditDistance({ draft: "gumbo", current: "gambol" })).toEqual({
      distance: 2,
      normalized: 0.4,
    });
  });

  it("handles an empty draft", () => {
    expect(computeEditDistance({ draft: "", current: "" })).toEqual({ distance: 0, normalized: 0 });
    expect(computeEditDistance({ draft: "", current: "new rubric" })).toEqual({
      distance: 10,
      normalized: 1,
    });
  });

  it("counts edits in a long rubric exactly", () => {
    const draft =
      "## Requirements for a valid fix\n" +
      "- [ ] The length is checked before the read.\n".repeat(100);
    const deleted = draft.replace("- [ ] The length is checked before the read.\n", "");
    expect(computeEditDistance({ draft, current: deleted }).distance).toBe(45); // one 45-character line
    const typo = draft.slice(0, 1000) + "X" + draft.slice(1001, 3000) + draft.slice(3005) + "!";
    expect(computeEditDistance({ draft, current: typo }).distance).toBe(1 + 5 + 1);
    const rewritten = "~".repeat(draft.length); // "~" never occurs in the draft
    expect(computeEditDistance({ draft, current: rewritten })).toEqual({
      distance: draft.length,
      normalized: 1,
    });
  });

  it("agrees with fastest-levenshtein on random near and far pairs", () => {
    const next = createRandom({ seed: 42 });
    for (let round = 0; round < 400; round++) {
      const alphabet = round % 2 === 0 ? "ab" : "abcdefgh \n";
      const length = Math.floor(next() * 300);
      let base = "";
      for (let i = 0; i < length; i++) base += alphabet[Math.floor(next() * alphabet.length)];
      const edits = Math.floor(next() * (round % 3 === 0 ? 200 : 12));
      const current = mutate(base, edits, alphabet, next);
      expect(computeEditDistance({ draft: base, current }).distance, `round ${round}`).toBe(
        distance(base, current),
      );
    }
  });

  it("counts UTF-16 code units like fastest-levenshtein", () => {
    expect(computeEditDistance({ draft: "ok", current: "ok 👍" }).distance).toBe(3);
    expect(computeEditDistance({ draft: "é", current: "e" }).distance).toBe(1);
  });
});
