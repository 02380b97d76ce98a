import { describe, expect, it } from "vitest";
import { computeResearchReport } from "./compute-research-report";
import type { TResearchData, TResearchPatch, TVerdict } from "./types";

const patch = (
  patchId: string,
  bugId: string,
  bugType: string,
  tool: string,
  passes: boolean,
  touchesFixFiles: boolean,
): TResearchPatch => ({
  patchId,
  externalId: patchId,
  bugId,
  bugType,
  tool,
  model: "m",
  passes,
  touchesFixFiles,
  tests: null,
});
const labels = (entries: [string, TVerdict][]) => new Map(entries);

// Bug b1 (type T1): p1 A passes, p2 A fails, p3 B passes; bug b2 (T2): p4 A passes, p5 B fails.
const data: TResearchData = {
  patches: new Map(
    [
      patch("p1", "b1", "T1", "A", true, true),
      patch("p2", "b1", "T1", "A", false, false),
      patch("p3", "b1", "T1", "B", true, true),
      patch("p4", "b2", "T2", "A", true, true),
      patch("p5", "b2", "T2", "B", false, false),
    ].map((p) => [p.patchId, p]),
  ),
  consensus: labels([
    ["p1", "VALID"],
    ["p2", "INVALID"],
    ["p3", "INVALID"],
    ["p4", "VALID"],
    ["p5", "INVALID"],
  ]),
  runs: [
    {
      id: "r1",
      label: "R1",
      origin: "external",
      labels: labels([
        ["p1", "VALID"],
        ["p2", "VALID"],
        ["p3", "INVALID"],
        ["p4", "VALID"],
        ["p5", "INVALID"],
      ]),
      scores: new Map([
        ["p1", 0.9],
        ["p2", 0.6],
        ["p3", 0.2],
        ["p4", 0.6],
        ["p5", 0.1],
      ]),
    },
    {
      id: "r2",
      label: "R2",
      origin: "internal",
      labels: labels([
        ["p1", "VALID"],
        ["p2", "INVALID"],
        ["p3", "VALID"],
        ["p4", "INVALID"],
        ["p5", "INVALID"],
      ]),
      scores: new Map(),
    },
  ],
};
const report = computeResearchReport({
  data,
  bootstrap: { seed: 1, replicates: 200, level: 0.95 },
});

describe("computeResearchReport (hand-computed)", () => {
  it("gives ROC AUC for scored runs only: positives .9, .6 against .6, .2, .1 → 5.5/6", () => {
    expect(report.scoreCurves.map((c) => c.runId)).toEqual(["r1"]);
    expect(report.scoreCurves[0]!.auc).toBeCloseTo(5.5 / 6, 12);
    expect(report.scoreCurves[0]!.sweep.map((s) => s.threshold)).toEqual([0.1, 0.2, 0.6, 0.9]);
  });

  it("pairs the runs: both right p1, p5; only R1 p3, p4; only R2 p2 (McNemar p = 1)", () => {
    expect(report.pairs).toHaveLength(1);
    expect(report.pairs[0]).toMatchObject({
      a: "R1",
      b: "R2",
      n: 5,
      bothRight: 2,
      onlyA: 2,
      onlyB: 1,
      bothWrong: 0,
    });
    expect(report.pairs[0]!.pValue).toBe(1);
    expect(report.pairs[0]!.accuracyDifference.estimate).toBeCloseTo(4 / 5 - 3 / 5, 12);
  });

  it("reads R1 as a bouncer: TP_a 2, FP_a 1, FN_a 0, TN_a 2; F_a = F_b = F_m = 0.8", () => {
    const b = report.bouncer[0]!;
    expect(b).toMatchObject({
      run: "R1",
      n: 5,
      tp: 2,
      fp: 1,
      fn: 0,
      tn: 2,
      fnrAccept: 0,
      oScore: null,
    });
    expect(b.fAccept).toBeCloseTo(0.8, 12);
    expect(b.fBounce).toBeCloseTo(0.8, 12);
    expect(b.macroF).toBeCloseTo(0.8, 12);
    expect(b.recallBounce).toBeCloseTo(2 / 3, 12);
    expect(b.fprAccept).toBeCloseTo(1 / 3, 12);
  });

  it("splits pass@k by tool: tool A with consensus validity is 0.75 at k = 1 and 1 at k = 2", () => {
    const a = report.passAtK.filter(
      (p) => p.by === "tool" && p.group === "A" && p.validity === "human consensus",
    );
    expect(a.map((p) => [p.k, p.bugs, p.pass, p.passValid])).toEqual([
      [1, 2, 0.75, 0.75],
      [2, 1, 1, 1],
    ]);
    // With R2's labels p1 is the only valid passing A patch: b1 (n 2, c_v 1) ½, b2 (n 1, c_v 0) 0.
    const r2 = report.passAtK.find(
      (p) => p.by === "tool" && p.group === "A" && p.validity === "R2" && p.k === 1,
    )!;
    expect(r2.passValid).toBe(0.25);
  });

  it("compares plausible with valid by bug type, and over every type", () => {
    const human = report.plausibleValid.filter((p) => p.validity === "human consensus");
    expect(human.map((p) => p.bugType)).toEqual(["T1", "T2", "(all)"]);
    expect(human[0]).toMatchObject({
      bugs: 1,
      patches: 3,
      plausiblePatches: 2,
      validPatches: 1,
      validAmongPlausible: 0.5,
    });
    expect(human[2]).toMatchObject({
      bugs: 2,
      patches: 5,
      plausiblePatches: 3,
      validPatches: 2,
      bugsWithPlausible: 1,
      bugsWithValid: 1,
    });
    expect(human[2]!.validAmongPlausible).toBeCloseTo(2 / 3, 12);
  });

  it("counts file-level localization split by plausibility", () => {
    expect(report.localization[0]).toMatchObject({
      tool: "(all)",
      patches: 5,
      touching: 3,
      notPlausible: 2,
      notPlausibleTouching: 0,
      plausible: 3,
      plausibleTouching: 3,
      plausibleShare: 1,
    });
    expect(report.localization.map((l) => l.tool)).toEqual(["(all)", "A", "B"]);
  });
});
