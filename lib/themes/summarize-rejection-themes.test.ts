import { describe, expect, it } from "vitest";
import { roundPercentages } from "./round-percentages";
import { summarizeRejectionThemes, type TClassifiedRejection } from "./summarize-rejection-themes";
import type { TRejectionTheme } from "./schemas";

const row = (
  theme: TRejectionTheme,
  patch: string,
  justification = `why ${patch}`,
): TClassifiedRejection => ({
  theme,
  patch,
  sample: 0,
  justification,
});

describe("roundPercentages", () => {
  it("gives exact shares when they are exact", () => {
    expect(roundPercentages({ counts: [2, 1, 1, 0] })).toEqual([50, 25, 25, 0]);
  });
  it("sums to 100 where plain rounding would not (1/3 each: 33.4 + 33.3 + 33.3)", () => {
    const p = roundPercentages({ counts: [1, 1, 1] });
    expect(p).toEqual([33.4, 33.3, 33.3]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
  });
  it("reproduces the paper's 60.6 / 26.6 / 7.3 / 5.5 % from counts 132, 58, 16, 12 of 218", () => {
    // By hand: 132/218 = 60.550 %, 58/218 = 26.606 %, 16/218 = 7.339 %, 12/218 = 5.505 %; rounded
    // down 60.5 + 26.6 + 7.3 + 5.5 = 99.9, the last 0.1 to the largest remainder (60.550).
    expect(roundPercentages({ counts: [132, 58, 16, 12] })).toEqual([60.6, 26.6, 7.3, 5.5]);
  });
  it("is all zeros for no counts, and takes other decimals", () => {
    expect(roundPercentages({ counts: [0, 0] })).toEqual([0, 0]);
    expect(roundPercentages({ counts: [1, 2], decimals: 0 })).toEqual([33, 67]);
  });
});

describe("summarizeRejectionThemes", () => {
  it("counts each theme, its share of the classified verdicts and percent (computed by hand)", () => {
    const rows = [
      row("violating_rubric_requirements", "p1"),
      row("violating_rubric_requirements", "p2"),
      row("violating_rubric_requirements", "p3"),
      row("not_addressing_root_cause", "p4"),
      row("other", "p5"),
      row("introducing_new_issues", "p6"),
      row("introducing_new_issues", "p7"),
      row("introducing_new_issues", "p8"),
    ];
    const s = summarizeRejectionThemes({ rows });
    expect(s.classified).toBe(8);
    expect(s.themes.map((t) => [t.theme, t.count, t.share, t.percent])).toEqual([
      ["violating_rubric_requirements", 3, 0.375, 37.5],
      ["not_addressing_root_cause", 1, 0.125, 12.5],
      ["incomplete_implementation", 0, 0, 0],
      ["introducing_new_issues", 3, 0.375, 37.5],
      ["other", 1, 0.125, 12.5],
    ]);
    expect(s.themes[0]!.name).toBe("Violating Specified Requirements in Rubric");
    expect(s.themes[0]!.paperShare).toBe(0.606);
    expect(s.themes[4]!.paperShare).toBeNull();
  });

  it("gives up to N examples, longest first", () => {
    const rows = [
      row("not_addressing_root_cause", "a", "short"),
      row("not_addressing_root_cause", "b", "the longest justification of all"),
      row("not_addressing_root_cause", "c", "a middling one"),
      row("not_addressing_root_cause", "d", "medium text"),
    ];
    const s = summarizeRejectionThemes({ rows, examples: 2 });
    const t = s.themes[1]!;
    expect(t.count).toBe(4);
    expect(t.examples.map((e) => e.patch)).toEqual(["b", "c"]);
  });

  it("is all zeros with nothing classified", () => {
    const s = summarizeRejectionThemes({ rows: [] });
    expect(s.classified).toBe(0);
    expect(s.themes.every((t) => t.count === 0 && t.share === 0 && t.percent === 0)).toBe(true);
  });
});
