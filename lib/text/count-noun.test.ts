import { describe, expect, it } from "vitest";
import { countNoun } from "./count-noun";

describe("countNoun", () => {
  it("uses the singular for exactly one and the plural for everything else", () => {
    expect(countNoun({ count: 1, one: "bug" })).toBe("1 bug");
    expect(countNoun({ count: 0, one: "bug" })).toBe("0 bugs");
    expect(countNoun({ count: 2, one: "bug" })).toBe("2 bugs");
    expect(countNoun({ count: 1000, one: "bug" })).toBe("1000 bugs");
  });

  it("takes an irregular plural", () => {
    expect(countNoun({ count: 1, one: "patch", other: "patches" })).toBe("1 patch");
    expect(countNoun({ count: 3, one: "patch", other: "patches" })).toBe("3 patches");
  });

  it("treats a fraction as plural, as English does", () => {
    expect(countNoun({ count: 1.5, one: "job" })).toBe("1.5 jobs");
  });

  it("gives the word alone, for a verb that agrees with a count", () => {
    expect(countNoun({ count: 1, one: "is", other: "are", withCount: false })).toBe("is");
    expect(countNoun({ count: 4, one: "is", other: "are", withCount: false })).toBe("are");
  });
});
