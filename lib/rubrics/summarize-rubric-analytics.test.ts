import { describe, expect, it } from "vitest";
import { summarizeRubricAnalytics, type TRubricAnalyticsRow } from "./summarize-rubric-analytics";

const row = (over: Partial<TRubricAnalyticsRow>): TRubricAnalyticsRow => ({
  bugId: "b",
  status: "editing",
  versions: 1,
  distance: 0,
  normalized: 0,
  added: 0,
  deleted: 0,
  modified: 0,
  themes: [],
  ...over,
});

describe("summarizeRubricAnalytics", () => {
  it("answers zeros and an empty CDF for no rubrics", () => {
    expect(summarizeRubricAnalytics({ rubrics: [] })).toEqual({
      rubrics: 0,
      modified: 0,
      modificationRate: 0,
      distance: { median: 0, mean: 0, max: 0 },
      normalized: { median: 0, mean: 0, max: 0 },
      withAdditions: 0,
      withDeletions: 0,
      withModifications: 0,
      themeCounts: {},
      cdf: [],
    });
  });

  it("computes rate, stats, edit types, themes and the empirical CDF", () => {
    const result = summarizeRubricAnalytics({
      rubrics: [
        row({ bugId: "a", distance: 0, normalized: 0 }),
        row({
          bugId: "b",
          distance: 20,
          normalized: 0.1,
          deleted: 2,
          themes: ["scope", "overfitting"],
        }),
        row({
          bugId: "c",
          distance: 40,
          normalized: 0.1,
          added: 1,
          modified: 1,
          themes: ["scope"],
        }),
        row({
          bugId: "d",
          distance: 300,
          normalized: 0.5,
          deleted: 1,
          modified: 3,
          themes: ["scope", "llm_error"],
        }),
      ],
    });
    expect(result.rubrics).toBe(4);
    expect(result.modified).toBe(3);
    expect(result.modificationRate).toBe(0.75);
    // distances 0, 20, 40, 300 → median (20+40)/2 = 30, mean 360/4 = 90
    expect(result.distance).toEqual({ median: 30, mean: 90, max: 300 });
    expect(result.normalized.median).toBeCloseTo(0.1);
    expect(result.normalized.mean).toBeCloseTo(0.175);
    expect(result.normalized.max).toBe(0.5);
    expect([result.withAdditions, result.withDeletions, result.withModifications]).toEqual([
      1, 2, 2,
    ]);
    expect(result.themeCounts).toEqual({ scope: 3, overfitting: 1, llm_error: 1 });
    expect(result.cdf).toEqual([
      { x: 0, y: 0.25 },
      { x: 0.1, y: 0.75 },
      { x: 0.5, y: 1 },
    ]);
  });

  it("takes the middle value as the median of an odd count, in any input order", () => {
    const result = summarizeRubricAnalytics({
      rubrics: [
        row({ distance: 9, normalized: 0.3 }),
        row({ distance: 1, normalized: 0.7 }),
        row({ distance: 5, normalized: 0.2 }),
      ],
    });
    expect(result.distance).toEqual({ median: 5, mean: 5, max: 9 });
    expect(result.normalized.median).toBe(0.3);
    expect(result.cdf.map((p) => p.x)).toEqual([0.2, 0.3, 0.7]);
    expect(result.cdf.map((p) => p.y)).toEqual([1 / 3, 2 / 3, 1]);
  });
});
