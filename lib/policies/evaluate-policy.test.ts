import { describe, expect, it } from "vitest";
import { evaluatePolicy } from "./evaluate-policy";
import { buildPolicyData } from "./policy-data.fixture";

// Three bugs, seven patches (worked by hand in the comments below).
const data = buildPolicyData({
  patches: [
    { bug: 0, success: true, valid: true, confidence: 0.9 },
    { bug: 0, success: false, valid: true, confidence: 0.6 },
    { bug: 0, success: false, valid: false, confidence: 0 },
    { bug: 1, success: false, valid: true, confidence: 0.7 },
    { bug: 1, success: false, valid: false, confidence: 0 },
    { bug: 2, success: true, valid: false, confidence: 0 },
    { bug: 2, success: true, valid: true, confidence: 0.5 },
  ],
  bugScores: [0.8, 0.3, 0.6],
});
const values = (m: ReturnType<typeof evaluatePolicy>) => m.successAtK.map((p) => p.value);

describe("evaluatePolicy", () => {
  it("binary validation: shows VALID patches; precision, recall, prevalence, spared, success@k", () => {
    const m = evaluatePolicy({
      data,
      policy: { validation: { kind: "binary" }, abstention: null },
      maxK: 2,
    });
    // Shown p0 p1 p3 p6; successes p0 p5 p6; shown successes p0 p6.
    expect(m.patches).toMatchObject({ total: 7, shown: 4, successes: 3, shownSuccesses: 2 });
    expect(m.patches.precision).toBeCloseTo(2 / 4, 14);
    expect(m.patches.recall).toBeCloseTo(2 / 3, 14);
    expect(m.patches.prevalence).toBeCloseTo(3 / 7, 14);
    expect(m.patches.fpr).toBeCloseTo(2 / 4, 14); // p1 p3 of four failures
    expect(m.patches.npv).toBeCloseTo(2 / 3, 14); // hidden p2 p4 p5: two failures
    expect(m.patches.specificity).toBeCloseTo(2 / 4, 14);
    expect(m.patches).toMatchObject({ spared: 3, sparedFailures: 2, withoutConfidence: 0 });
    // Bugs: fixable 0 and 2; B′ = {0, 1, 2}.
    expect(m.bugs).toMatchObject({ total: 3, attempted: 3, retained: 3, fixable: 2 });
    expect(m.bugs.precision).toBeCloseTo(2 / 3, 14);
    expect(m.bugs.recall).toBe(1);
    expect(m.bugs.fpr).toBe(1);
    // k=1: bug0 (n′2, c′1) ½, bug1 (1, 0) 0, bug2 (1, 1) 1 → ½; k=2: 1, 0, 1 → ⅔.
    expect(values(m)[0]).toBeCloseTo(0.5, 14);
    expect(values(m)[1]).toBeCloseTo(2 / 3, 14);
    expect(m.cutoff).toBeNull();
  });

  it("p75 percentile: cutoff over every patch of the run, ties at the cutoff accepted", () => {
    // Sorted 0 0 0 .5 .6 .7 .9: h = 6·0.75 = 4.5 → 0.65; accepts p0 (.9) and p3 (.7).
    const m = evaluatePolicy({
      data,
      policy: { validation: { kind: "percentile", p: 75 }, abstention: null },
      maxK: 1,
    });
    expect(m.cutoff).toBeCloseTo(0.65, 14);
    expect(m.patches.shown).toBe(2);
    expect(m.patches.precision).toBeCloseTo(0.5, 14);
    expect(m.patches.recall).toBeCloseTo(1 / 3, 14);
    expect(m.bugs.retained).toBe(2); // bug 2 loses every patch and leaves B′
    expect(values(m)[0]).toBeCloseTo((1 + 0) / 2, 14);
    // p = 50: cutoff 0.5 exactly (a patch at it is accepted): p0 p1 p3 p6.
    const half = evaluatePolicy({
      data,
      policy: { validation: { kind: "percentile", p: 50 }, abstention: null },
      maxK: 1,
    });
    expect(half.cutoff).toBe(0.5);
    expect(half.patches.shown).toBe(4);
  });

  it("abstention alone and combined with validation", () => {
    // τ = 0.5 attempts bugs 0 and 2.
    const alone = evaluatePolicy({
      data,
      policy: { validation: { kind: "none" }, abstention: { tau: 0.5 } },
      maxK: 1,
    });
    expect(alone.patches.shown).toBe(5);
    expect(alone.patches.precision).toBeCloseTo(3 / 5, 14);
    expect(alone.bugs).toMatchObject({ attempted: 2, retained: 2, retainedFixable: 2 });
    expect(alone.bugs.fpr).toBe(0);
    expect(values(alone)[0]).toBeCloseTo((1 / 3 + 1) / 2, 14);
    const combined = evaluatePolicy({
      data,
      policy: { validation: { kind: "binary" }, abstention: { tau: 0.5 } },
      maxK: 1,
    });
    // Shown p0 p1 p6: bug0 (2, 1) ½ and bug2 (1, 1) 1.
    expect(combined.patches.shown).toBe(3);
    expect(combined.patches.precision).toBeCloseTo(2 / 3, 14);
    expect(values(combined)[0]).toBeCloseTo(0.75, 14);
    // A score exactly at τ is attempted.
    const atTau = evaluatePolicy({
      data,
      policy: { validation: { kind: "none" }, abstention: { tau: 0.8 } },
      maxK: 1,
    });
    expect(atTau.bugs.attempted).toBe(1);
  });

  it("no policy gives the unfiltered pass@k; undefined ratios are null", () => {
    const m = evaluatePolicy({
      data,
      policy: { validation: { kind: "none" }, abstention: null },
      maxK: 1,
    });
    expect(m.patches.precision).toBeCloseTo(m.patches.prevalence!, 14);
    expect(m.patches.npv).toBeNull(); // nothing hidden
    expect(values(m)[0]).toBeCloseTo((1 / 3 + 0 + 1) / 3, 14);
    const none = evaluatePolicy({
      data,
      policy: { validation: { kind: "none" }, abstention: { tau: 1 } },
      maxK: 1,
    });
    expect(none.patches.precision).toBeNull();
    expect(values(none)[0]).toBeNull();
  });

  it("rejects patches without a confidence under a percentile, and bugs without a score", () => {
    const d = buildPolicyData({
      patches: [
        { bug: 0, success: true, valid: true, confidence: null },
        { bug: 1, success: false, valid: true, confidence: 0.4 },
      ],
      bugScores: [null, 0.9],
    });
    const m = evaluatePolicy({
      data: d,
      policy: { validation: { kind: "percentile", p: 0 }, abstention: null },
      maxK: 1,
    });
    expect(m.cutoff).toBe(0.4);
    expect(m.patches).toMatchObject({ shown: 1, withoutConfidence: 1 });
    const a = evaluatePolicy({
      data: d,
      policy: { validation: { kind: "none" }, abstention: { tau: 0 } },
      maxK: 1,
    });
    expect(a.bugs).toMatchObject({ attempted: 1, unscored: 1 });
  });

  it("refuses mismatched columns, bad k, τ and percentiles", () => {
    const policy = { validation: { kind: "none" as const }, abstention: null };
    expect(() => evaluatePolicy({ data, policy, maxK: 0 })).toThrow(/maxK/);
    expect(() =>
      evaluatePolicy({ data: { ...data, success: new Uint8Array(2) }, policy, maxK: 1 }),
    ).toThrow(/one entry per patch/);
    expect(() =>
      evaluatePolicy({
        data,
        policy: { validation: { kind: "none" }, abstention: { tau: 2 } },
        maxK: 1,
      }),
    ).toThrow(/τ/);
    expect(() =>
      evaluatePolicy({
        data,
        policy: { validation: { kind: "percentile", p: 120 }, abstention: null },
        maxK: 1,
      }),
    ).toThrow(/0–100/);
  });
});
