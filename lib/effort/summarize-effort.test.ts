import { describe, expect, it } from "vitest";
import { summarizeEffort } from "./summarize-effort";

const rating = (bugId: string, patchId: string, rater: string, ms: number | null) => ({
  bugId,
  patchId,
  raterKey: `id-${rater}`,
  raterName: rater,
  ms,
});

describe("summarizeEffort", () => {
  it("per bug: rubric and review time, raters' total and median per rating, and the ratio", () => {
    const s = summarizeEffort({
      edits: [
        { bugId: "B1", ms: 120_000 },
        { bugId: "B1", ms: 60_000 },
        { bugId: "B1", ms: null }, // saved before times were recorded
      ],
      reviews: [{ bugId: "B1", ms: 30_000 }],
      ratings: [
        rating("B1", "p1", "ann", 10_000),
        rating("B1", "p1", "bob", 20_000),
        rating("B1", "p2", "ann", 40_000),
        rating("B2", "p3", "bob", 5_000),
        rating("B2", "p4", "cid", null), // imported: no time
      ],
    });
    // B1: rubric 180 s + review 30 s = 210 s against 70 s of rating: ratio 3.
    expect(s.bugs[0]).toEqual({
      bugId: "B1",
      rubricMs: 180_000,
      rubricSaves: 2,
      reviewMs: 30_000,
      reviews: 1,
      ratings: 3,
      patches: 2,
      ratingMs: 70_000,
      medianRatingMs: 20_000,
      ratio: 3,
    });
    // B2: no rubric time; one measured rating.
    expect(s.bugs[1]).toMatchObject({
      bugId: "B2",
      rubricMs: 0,
      ratings: 1,
      patches: 1,
      ratingMs: 5_000,
      medianRatingMs: 5_000,
      ratio: 0,
    });
    expect(s.totals).toMatchObject({
      rubricMs: 180_000,
      reviewMs: 30_000,
      ratings: 4,
      patches: 3,
      ratingMs: 75_000,
      medianRatingMs: 15_000, // of 5, 10, 20, 40 s
      ratio: 2.8,
    });
    expect(s.unmeasured).toEqual({ rubricSaves: 1, reviews: 0, ratings: 1 });
  });

  it("per rater: count, total and median time on item; unmeasured raters are left out", () => {
    const s = summarizeEffort({
      edits: [],
      reviews: [],
      ratings: [
        rating("B1", "p1", "bob", 20_000),
        rating("B1", "p2", "bob", 40_000),
        rating("B2", "p3", "bob", 90_000),
        rating("B1", "p1", "ann", 10_000),
        rating("B1", "p2", "ann", 30_000),
        rating("B2", "p4", "cid", null),
      ],
    });
    expect(s.raters).toEqual([
      { raterKey: "id-ann", raterName: "ann", ratings: 2, totalMs: 40_000, medianMs: 20_000 },
      { raterKey: "id-bob", raterName: "bob", ratings: 3, totalMs: 150_000, medianMs: 40_000 },
    ]);
  });

  it("a bug with a rubric and no rating time has no ratio and no median", () => {
    const s = summarizeEffort({ edits: [{ bugId: "B9", ms: 1000 }], reviews: [], ratings: [] });
    expect(s.bugs).toEqual([
      {
        bugId: "B9",
        rubricMs: 1000,
        rubricSaves: 1,
        reviewMs: 0,
        reviews: 0,
        ratings: 0,
        patches: 0,
        ratingMs: 0,
        medianRatingMs: null,
        ratio: null,
      },
    ]);
    expect(s.raters).toEqual([]);
  });

  it("nothing stored: empty rows and zero totals", () => {
    const s = summarizeEffort({ edits: [], reviews: [], ratings: [] });
    expect(s.bugs).toEqual([]);
    expect(s.totals.ratio).toBeNull();
  });
});
