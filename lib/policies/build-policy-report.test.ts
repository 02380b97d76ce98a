import { describe, expect, it } from "vitest";
import { buildPolicyReport } from "./build-policy-report";
import { buildPolicyData } from "./policy-data.fixture";

const patches = [
  { bug: 0, success: true, valid: true, confidence: 0.9 },
  { bug: 0, success: false, valid: true, confidence: 0.6 },
  { bug: 0, success: false, valid: false, confidence: 0 },
  { bug: 1, success: false, valid: true, confidence: 0.7 },
  { bug: 1, success: false, valid: false, confidence: 0 },
  { bug: 2, success: true, valid: false, confidence: 0 },
  { bug: 2, success: true, valid: true, confidence: 0.5 },
];

describe("buildPolicyReport", () => {
  it("compares no filter, binary and each percentile; k up to the largest bug", () => {
    const report = buildPolicyReport({
      data: buildPolicyData({ patches }),
      percentiles: [90, 50, 90],
      tau: 0.5,
    });
    expect(report.policies.map((p) => p.id)).toEqual([
      "none",
      "validation-binary",
      "validation-p50",
      "validation-p90",
    ]);
    expect(report.maxK).toBe(3);
    // No filter is pass@k: k=1 → (1/3 + 0 + 1)/3.
    expect(report.policies[0]!.metrics.successAtK[0]!.value).toBeCloseTo(4 / 9, 14);
    expect(report.prCurve.bugs).toBeNull();
    expect(report.prCurve.patches.points[0]).toMatchObject({ threshold: 0.9, precision: 1 });
    expect(report.calibration).toHaveLength(10);
    expect(report.calibration[0]).toMatchObject({ count: 3, successShare: 1 / 3 });
  });

  it("adds abstention alone and combined when bugs have scores, and the bug PR curve", () => {
    const report = buildPolicyReport({
      data: buildPolicyData({ patches, bugScores: [0.8, 0.3, 0.6] }),
      percentiles: [75],
      tau: 0.5,
      maxK: 2,
    });
    expect(report.policies.map((p) => p.id)).toEqual([
      "none",
      "validation-binary",
      "validation-p75",
      "abstention",
      "combined-binary",
      "combined-p75",
    ]);
    const combined = report.policies.find((p) => p.id === "combined-binary")!;
    expect(combined.metrics.successAtK[0]!.value).toBeCloseTo(0.75, 14);
    // Bugs by score 0.8 (fixable), 0.6 (fixable), 0.3: AP = 1.
    expect(report.prCurve.bugs!.averagePrecision).toBe(1);
    expect(report.prCurve.bugs!.prevalence).toBeCloseTo(2 / 3, 14);
  });
});
