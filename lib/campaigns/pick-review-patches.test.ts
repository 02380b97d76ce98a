import { describe, expect, it } from "vitest";
import { pickReviewPatches, type TReviewRunPatch } from "./pick-review-patches";

const V = "VALID" as const;
const I = "INVALID" as const;
const run = new Map<string, TReviewRunPatch>([
  ["p1", { labels: [V], confidence: 0.1 }],
  ["p2", { labels: [V, V, I], confidence: 0.2 }],
  ["p3", { labels: [I], confidence: 0.3 }],
  ["p4", { labels: [V, I], confidence: 0.4 }],
  ["p5", { labels: [V], confidence: 0.5 }],
  ["p6", { labels: [I], confidence: Number.NaN }],
]);
const order = ["p6", "p5", "p4", "p3", "p2", "p1", "p7"];
const ids = (picks: { patchId: string }[]) => picks.map((p) => p.patchId);

describe("pickReviewPatches", () => {
  it("routes confidences strictly below the run's percentile (NumPy linear), in the given order", () => {
    // Confidences 0.1…0.5: the 25th percentile is 0.2 (index 1 of 0…4), the 50th 0.3; p6 has none.
    const low = pickReviewPatches({
      rule: "low_confidence",
      order,
      run,
      runName: "run A",
      percentile: 25,
    });
    expect(low).toEqual([
      { patchId: "p1", reason: "confidence 0.100 is below the 25th percentile (0.200) of run A" },
    ]);
    expect(
      ids(pickReviewPatches({ rule: "low_confidence", order, run, runName: "A", percentile: 50 })),
    ).toEqual(["p2", "p1"]);
    // The 40th: index 1.6 → 0.2 + 0.6 × 0.1 = 0.26.
    expect(
      pickReviewPatches({ rule: "low_confidence", order, run, runName: "A", percentile: 40 })[1]!
        .reason,
    ).toContain("(0.260)");
    const none = new Map([["p1", { labels: [V], confidence: Number.NaN }]]);
    expect(pickReviewPatches({ rule: "low_confidence", order, run: none, runName: "A" })).toEqual(
      [],
    );
  });

  it("routes samples that split, with the vote counts (a 1–1 tie included)", () => {
    expect(pickReviewPatches({ rule: "split_votes", order, run, runName: "run A" })).toEqual([
      { patchId: "p4", reason: "the samples of run A split: 1 VALID, 1 INVALID" },
      { patchId: "p2", reason: "the samples of run A split: 2 VALID, 1 INVALID" },
    ]);
  });

  it("routes patches two runs label differently, only where both judged them; a tie counts as INVALID", () => {
    const other = new Map<string, TReviewRunPatch>([
      ["p1", { labels: [I], confidence: 0.9 }],
      ["p3", { labels: [I], confidence: 0.9 }],
      ["p4", { labels: [V], confidence: 0.9 }],
      ["p7", { labels: [V], confidence: 0.9 }],
    ]);
    expect(
      pickReviewPatches({
        rule: "run_disagreement",
        order,
        run,
        runName: "A",
        other,
        otherName: "B",
      }),
    ).toEqual([
      { patchId: "p4", reason: "A says INVALID, B says VALID" },
      { patchId: "p1", reason: "A says VALID, B says INVALID" },
    ]);
  });

  it("routes patches where the run disagrees with the consensus; patches without one are left", () => {
    const consensus = new Map([
      ["p1", I],
      ["p3", I],
      ["p5", V],
      ["p2", I],
    ] as const);
    expect(
      pickReviewPatches({
        rule: "judge_human",
        order,
        run,
        runName: "A",
        consensus: new Map(consensus),
        consensusName: "Round 1",
      }),
    ).toEqual([
      { patchId: "p2", reason: "A says VALID, the consensus of Round 1 is INVALID" },
      { patchId: "p1", reason: "A says VALID, the consensus of Round 1 is INVALID" },
    ]);
  });
});
