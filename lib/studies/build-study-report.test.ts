import { describe, expect, it } from "vitest";
import { buildStudyReport } from "./build-study-report";
import { findSwapPosition } from "./find-swap-position";

const rows = (position: number, setting: "own" | "swap", labels: string) =>
  [...labels].map((c, i) => ({
    patchId: `p${i + 1}`,
    position,
    setting,
    label: c === "V" ? ("VALID" as const) : ("INVALID" as const),
  }));

// Six patches, three raters. Own labels:   R1 VVVIII  R2 VVIIIV  R3 VIVIVI
// Swap labels (R1 with R3's rubric, R2 with R1's, R3 with R2's): R1 VVVIIV  R2 VVVIII  R3 IIIIII
const LABELS = [
  ...rows(1, "own", "VVVIII"),
  ...rows(2, "own", "VVIIIV"),
  ...rows(3, "own", "VIVIVI"),
  ...rows(1, "swap", "VVVIIV"),
  ...rows(2, "swap", "VVVIII"),
  ...rows(3, "swap", "IIIIII"),
];

describe("findSwapPosition", () => {
  it("is the paper's cyclic swap for 3 raters: 1 uses 3's rubric, 2 uses 1's, 3 uses 2's", () => {
    expect([1, 2, 3].map((position) => findSwapPosition({ position, raters: 3 }))).toEqual([
      3, 1, 2,
    ]);
  });
  it("with 2 raters each uses the other's; rejects fewer than 2 raters or a bad position", () => {
    expect([1, 2].map((position) => findSwapPosition({ position, raters: 2 }))).toEqual([2, 1]);
    expect(() => findSwapPosition({ position: 1, raters: 1 })).toThrow();
    expect(() => findSwapPosition({ position: 4, raters: 3 })).toThrow();
  });
});

describe("buildStudyReport", () => {
  const report = buildStudyReport({ raters: 3, labels: LABELS });

  it("lays Tables 1-3 out as the paper does (row and rubric labels)", () => {
    expect(report.table1.map((r) => [r.raters, r.rubric])).toEqual([
      ["Rater 1, 2, 3", "Self-authored rubric"],
      ["Rater 1 and 2", "Self-authored rubric"],
      ["Rater 2 and 3", "Self-authored rubric"],
      ["Rater 3 and 1", "Self-authored rubric"],
    ]);
    // Table 2's rubric column, exactly as printed in paper 001.
    expect(report.table2.map((r) => [r.raters, r.rubric])).toEqual([
      ["Rater 1", "Rater 1 rubric & Rater 3 rubric"],
      ["Rater 2", "Rater 2 rubric & Rater 1 rubric"],
      ["Rater 3", "Rater 3 rubric & Rater 2 rubric"],
    ]);
    expect(report.table3.map((r) => [r.raters, r.rubric])).toEqual([
      ["Rater 1 and 2", "Rater 1's rubric"],
      ["Rater 2 and 3", "Rater 2's rubric"],
      ["Rater 3 and 1", "Rater 3's rubric"],
    ]);
  });

  it("Table 1: Fleiss κ = (5/9 − 1/2)/(1/2) = 1/9; pairs 1&2 = 1/3, 2&3 = −1/3, 3&1 = 1/3", () => {
    // Fleiss: agreeing ordered pairs per patch 6,2,2,6,2,2 = 20 of 6·3·2 → P̄ = 5/9; 9 V of 18 → P_e = 1/2.
    // Cohen 1&2: 4/6 agree, margins 3/3 both → (2/3 − 1/2)/(1/2) = 1/3. 2&3: 2/6 → −1/3. 3&1: 4/6 → 1/3.
    const [fleiss, a, b, c] = report.table1;
    expect(fleiss).toMatchObject({ statistic: "fleiss", n: 6, reason: null });
    expect(fleiss!.kappa).toBeCloseTo(1 / 9, 12);
    expect(a!.kappa).toBeCloseTo(1 / 3, 12);
    expect(b!.kappa).toBeCloseTo(-1 / 3, 12);
    expect(c!.kappa).toBeCloseTo(1 / 3, 12);
    expect([a, b, c].map((r) => r!.n)).toEqual([6, 6, 6]);
  });

  it("Table 2: R1 own vs swap 5/6 agree, P_e = (3·4 + 3·2)/36 = 1/2 → 2/3; R2 → 1/3; R3 (swap all INVALID) → 0", () => {
    expect(report.table2[0]!.kappa).toBeCloseTo(2 / 3, 12);
    expect(report.table2[1]!.kappa).toBeCloseTo(1 / 3, 12);
    expect(report.table2[2]!.kappa).toBeCloseTo(0, 12);
  });

  it("Table 3: R1 own vs R2 swap identical → 1; R2 own vs R3 swap → 0; R3 own vs R1 swap 3/6 → 0", () => {
    expect(report.table3.map((r) => r.kappa)).toEqual([1, 0, 0]);
    expect(report.table3.map((r) => r.positions)).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });

  it("counts only patches with both labels, and says why κ is undefined", () => {
    const partial = buildStudyReport({
      raters: 3,
      labels: [
        ...rows(1, "own", "VVVI"),
        ...rows(2, "own", "VIV"),
        ...rows(3, "own", "VV"),
        ...rows(2, "swap", "IIII"),
      ],
    });
    // Fleiss over p1, p2 (every rater): labels VVV, VIV → P̄ = (6 + 2)/12 = 2/3; 5 V of 6 → P_e = 26/36.
    expect(partial.table1[0]!.n).toBe(2);
    expect(partial.table1[0]!.kappa).toBeCloseTo((2 / 3 - 26 / 36) / (1 - 26 / 36), 12);
    // 1&2 over p1-p3: VVV vs VIV → 2/3 agree; margins (3,0) and (2,1) → P_e = 2/3 → κ = 0.
    expect(partial.table1[1]).toMatchObject({ n: 3, kappa: 0 });
    // Rater 1 has no swap label: undefined with a reason.
    expect(partial.table2[0]).toMatchObject({
      n: 0,
      kappa: null,
      reason: "no patch has both labels yet",
    });
    // Rater 1 own (VVVI) vs Rater 2 swap (IIII): 4 patches, κ defined (0: no agreement beyond chance).
    expect(partial.table3[0]).toMatchObject({ n: 4, kappa: 0 });
    // Rater 3 own VV vs Rater 1 swap (none) → n 0; Rater 2 own VIV vs Rater 3 swap (none) → n 0.
    expect(partial.table3[1]!.kappa).toBeNull();
    const same = buildStudyReport({
      raters: 2,
      labels: [...rows(1, "own", "VV"), ...rows(2, "own", "VV")],
    });
    expect(same.table1[1]).toMatchObject({
      kappa: null,
      n: 2,
      reason: "every label is the same, so chance agreement is 1",
    });
  });

  it("with 2 raters lists the pair 1 and 2 once in Table 1, and both rubrics in Table 3", () => {
    const two = buildStudyReport({ raters: 2, labels: [] });
    expect(two.table1.map((r) => r.raters)).toEqual(["Rater 1, 2", "Rater 1 and 2"]);
    expect(two.table2.map((r) => r.rubric)).toEqual([
      "Rater 1 rubric & Rater 2 rubric",
      "Rater 2 rubric & Rater 1 rubric",
    ]);
    expect(two.table3.map((r) => r.raters)).toEqual(["Rater 1 and 2", "Rater 2 and 1"]);
    expect(two.table1[0]!.reason).toBe("no patch has every rater's label yet");
  });
});
