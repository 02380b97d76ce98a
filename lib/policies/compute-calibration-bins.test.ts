import { describe, expect, it } from "vitest";
import { computeCalibrationBins } from "./compute-calibration-bins";

describe("computeCalibrationBins", () => {
  it("bins scores, with their mean and the observed success share", () => {
    const bins = computeCalibrationBins({
      score: [0, 0.05, 0.5, 0.55, 0.95, 1, Number.NaN],
      positive: [0, 1, 1, 0, 1, 1, 1],
      bins: 4,
    });
    expect(bins.map((b) => b.count)).toEqual([2, 0, 2, 2]);
    expect(bins[0]).toMatchObject({ from: 0, to: 0.25, successShare: 0.5 });
    expect(bins[0]!.meanScore).toBeCloseTo(0.025, 14);
    expect(bins[1]).toMatchObject({ meanScore: null, successShare: null });
    expect(bins[2]!.meanScore).toBeCloseTo(0.525, 14);
    expect(bins[3]).toMatchObject({ successShare: 1 }); // 1.0 falls in the last bin
    expect(bins[3]!.meanScore).toBeCloseTo(0.975, 14);
  });

  it("refuses scores outside 0–1 and bad bin counts", () => {
    expect(() => computeCalibrationBins({ score: [1.2], positive: [1] })).toThrow(/0–1/);
    expect(() => computeCalibrationBins({ score: [], positive: [], bins: 0 })).toThrow(/bins/);
  });
});
