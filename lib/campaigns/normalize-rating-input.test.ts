import { describe, expect, it } from "vitest";
import { normalizeChecklist, normalizeJustification } from "./normalize-rating-input";

describe("the stored form of a rating's free parts", () => {
  it("trims the justification at both ends, keeping inner spacing and line breaks", () => {
    expect(normalizeJustification("  misses 2 \n")).toBe("misses 2");
    expect(normalizeJustification("a\n\nb  c ")).toBe("a\n\nb  c");
    expect(normalizeJustification("   ")).toBe("");
  });

  it("sorts the ticked requirements and keeps each once, without changing its input", () => {
    const ticked = [3, 0, 2, 0];
    expect(normalizeChecklist(ticked)).toEqual([0, 2, 3]);
    expect(ticked).toEqual([3, 0, 2, 0]);
    expect(normalizeChecklist([10, 9, 1])).toEqual([1, 9, 10]);
    expect(normalizeChecklist([])).toEqual([]);
  });
});
