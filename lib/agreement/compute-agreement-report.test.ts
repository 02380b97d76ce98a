import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { countDisputedFalsePositives } from "@/lib/stats/count-disputed-false-positives";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { markUnanimousItems } from "@/lib/stats/mark-unanimous-items";
import { paperBenchmark } from "./paper-benchmark.fixture";
import { codeHumanRatings } from "./code-human-ratings";
import { computeAgreementReport } from "./compute-agreement-report";
import { parseRatingsFile } from "./parse-ratings-file";

const parse = (text: string, fileName = "ratings.csv") =>
  parseRatingsFile({ bytes: new TextEncoder().encode(text), fileName });
const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

// Humans A, B, C and judge J; V = VALID, I = INVALID, U = UNSURE (missing). Columns in another order, one ignored.
const SMALL = `rater,note,item,label
A,,i1,V
B,,i1,V
C,,i1,V
J,,i1,V
A,,i2,V
B,,i2,I
C,,i2,I
J,,i2,V
A,,i3,I
B,,i3,I
C,,i3,U
J,,i3,I
A,,i4,V
B,,i4,I
J,,i4,V
A,,i5,I
J,,i5,U
`;

describe("computeAgreementReport on a hand-computed file", () => {
  it("gives every field of the contract, in order", () => {
    const report = computeAgreementReport({
      columns: parse(SMALL),
      judge: "J",
      missing: ["U"],
      positive: "V",
    });
    expect(Object.keys(report)).toEqual([
      "items",
      "raters",
      "ratings",
      "fleissKappa",
      "krippendorffAlpha",
      "unanimousShare",
      "pairwiseCohenKappa",
      "weightedCohenKappaVsConsensus",
      "fleissReason",
      "emptyPairs",
      "groups",
      "missing",
      "unanimous",
      "consensus",
      "judge",
    ]);
    // Counts cover the whole file: judge rows and U labels included.
    expect(report).toMatchObject({ items: 5, raters: 4, ratings: 17 });
    // Items with ≥ 2 human labels hold 3, 3, 2 and 2: Fleiss' κ is undefined.
    expect(report.fleissKappa).toBeNull();
    expect(report.fleissReason).toMatch(/different numbers of non-missing ratings \(2 to 3\)/);
    expect(report.groups).toHaveLength(1);
    expect(report.emptyPairs).toBe(0);
    // Consensus: i1 unanimous V, i2 majority I, i3 unanimous I (C's U missing), i4 tie, i5 one label.
    expect(report.missing).toEqual(["U"]);
    expect(report.unanimous).toEqual({
      items: 2,
      of: 4,
      rule: "≥ 2 counted labels, all the same (U treated as missing)",
    });
    expect(report.consensus).toEqual({
      adjudicated: 0,
      unanimous: 2,
      majority: 1,
      single: 1,
      tie: 1,
      unrated: 0,
    });
    // Units i1–i4: n = 10, Σo_cc = 3 + 1 + 2 + 0 = 6, n_V = n_I = 5: α = (9·6 − 40)/(10·9 − 40) = 0.28.
    expect(report.krippendorffAlpha).toBeCloseTo(0.28, 14);
    // i1 and i3 unanimous among the four pairable items.
    expect(report.unanimousShare).toBe(0.5);
    // (A,B) on i1–i4: p_o = 1/2, Σrow·col = 3·1 + 1·3: κ = (8 − 6)/(16 − 6) = 0.2. (A,C) on i1, i2: κ = 0. (B,C) on i1, i2: κ = 1.
    expect(report.pairwiseCohenKappa).toEqual([
      { a: "A", b: "B", n: 4, kappa: expect.closeTo(0.2, 14) },
      { a: "A", b: "C", n: 2, kappa: 0 },
      { a: "B", b: "C", n: 2, kappa: 1 },
    ]);
    // Consensus i1 V, i2 I, i3 I, i4 tie (none), i5 I. κ vs consensus: A 1/2 (weight 5/11), B 1 (4/11), C 1 (2/11).
    expect(report.weightedCohenKappaVsConsensus).toBeCloseTo(17 / 22, 14);
    // Full: i1 TP, i2 FP, i3 TN (i4 has no consensus, i5 no judge label). Clear: i1 TP, i3 TN.
    expect(report.judge).toEqual({
      full: {
        tp: 1,
        fp: 1,
        fn: 0,
        tn: 1,
        accuracy: 2 / 3,
        precision: 0.5,
        recall: 1,
        f1: 2 / 3,
        npv: 1,
        kappa: expect.closeTo(0.4, 14),
      },
      clear: {
        tp: 1,
        fp: 0,
        fn: 0,
        tn: 1,
        accuracy: 1,
        precision: 1,
        recall: 1,
        f1: 1,
        npv: 1,
        kappa: 1,
      },
    });
  });

  it("has no judge key without a judge, which then counts as a human rater", () => {
    const report = computeAgreementReport({ columns: parse(SMALL), missing: ["U"], positive: "V" });
    expect(report).not.toHaveProperty("judge");
    expect(report.pairwiseCohenKappa.map((p) => `${p.a}-${p.b}`)).toEqual([
      "A-B",
      "A-C",
      "A-J",
      "B-C",
      "B-J",
      "C-J",
    ]);
  });

  it("treats only the given labels as missing", () => {
    // With no missing label, C's U on i3 is a third label: i3 is no longer unanimous (1 of 4).
    expect(
      computeAgreementReport({ columns: parse(SMALL), judge: "J", missing: [], positive: "V" })
        .unanimousShare,
    ).toBe(0.25);
  });

  it("refuses a judge who rated nothing", () => {
    expect(() =>
      computeAgreementReport({ columns: parse(SMALL), judge: "K", missing: [], positive: "V" }),
    ).toThrow(/No ratings by the judge "K"/);
  });
});

describe("computeAgreementReport on the paper's benchmark (Table 5 and 6)", () => {
  // 115 patches, 3 raters and a judge J, shaped like the paper's benchmark (see paper-benchmark.fixture.ts).
  const { ratings, judge } = paperBenchmark();
  const lines = [
    "item,rater,label",
    ...ratings.map((r) => `${r.item},${r.rater},${r.label}`),
    ...[...judge].map(([item, label]) => `${item},J,${label}`),
  ];
  const columns = parse(lines.join("\n"));
  const report = computeAgreementReport({
    columns,
    judge: "J",
    missing: ["UNSURE"],
    positive: "VALID",
  });

  it("reproduces the judge's full and clear figures", () => {
    expect(report.judge!.full).toMatchObject({ tp: 41, fn: 3, fp: 22, tn: 49 });
    const f = report.judge!.full;
    expect([f.kappa, f.precision, f.recall, f.f1, f.npv, f.accuracy].map(round2)).toEqual([
      0.57, 0.65, 0.93, 0.77, 0.94, 0.78,
    ]);
    expect(report.judge!.clear).toMatchObject({ tp: 33, fn: 2, fp: 8, tn: 38 });
    const c = report.judge!.clear;
    expect([c.kappa, c.precision, c.recall, c.f1, c.npv].map(round2)).toEqual([
      0.75, 0.8, 0.94, 0.87, 0.95,
    ]);
  });

  it("reproduces the human figures that follow from the counts: unanimous 70.4 %, Krippendorff's α 0.60", () => {
    expect(report.unanimousShare).toBe(81 / 115);
    // Every disputed patch splits 2–1: Σo_cc = 81·3 + 34·1 = 277, n_V = 148, n_I = 197, n = 345:
    // α = (344·277 − 60368)/(345·344 − 60368) = 34920/58312.
    expect(report.krippendorffAlpha).toBeCloseTo(34920 / 58312, 14);
    expect(round2(report.krippendorffAlpha)).toBe(0.6);
  });

  it("finds 14 of the 22 false positives on patches the raters disputed", () => {
    const { ratings, judgeLabels } = codeHumanRatings({
      columns,
      judgeCode: columns.raters.indexOf("J"),
      missing: [],
    });
    const { unanimous } = markUnanimousItems({ ratings });
    const truth = deriveConsensus({ ratings }).label;
    expect(
      countDisputedFalsePositives({
        truth,
        predicted: judgeLabels,
        positive: columns.labels.indexOf("VALID"),
        unanimous,
      }),
    ).toEqual({ falsePositives: 22, onDisputed: 14 });
  });
});

describe("computeAgreementReport on the Le et al. (2019) ratings", () => {
  // ../shared ships beside the checkout; the product never reads it at run time.
  const file = fileURLToPath(new URL("../../../shared/data/le2019/ratings.csv", import.meta.url));
  const report = computeAgreementReport({
    columns: parseRatingsFile({ bytes: readFileSync(file), fileName: "ratings.csv" }),
    missing: ["UNSURE"],
    positive: "VALID",
  });

  it("counts the study's 1,095 ratings by 41 raters on 189 patches in 7 disjoint blocks", () => {
    expect(report).toMatchObject({ items: 189, raters: 41, ratings: 1095 });
    // Pairs share items only inside a block: C(4,2) + C(5,2) + C(8,2) + C(7,2) + 2·C(6,2) + C(5,2) = 105;
    // the other 715 of the 820 pairs are left out and counted.
    expect(report.pairwiseCohenKappa).toHaveLength(105);
    expect(report.pairwiseCohenKappa.every((p) => p.n > 0)).toBe(true);
    expect(report.emptyPairs).toBe(715);
  });

  it("reports each of the 7 rater groups, and why Fleiss' κ over all raters is undefined", () => {
    expect(report.groups.map((g) => [g.group, g.raters, g.items])).toEqual([
      ["G1", 4, 25],
      ["G2", 5, 25],
      ["G3", 8, 25],
      ["G4", 7, 25],
      ["G5", 6, 25],
      ["G6", 6, 25],
      ["G7", 5, 39],
    ]);
    expect(report.groups.map((g) => g.raterNames[0])).toEqual(
      ["G1", "G2", "G3", "G4", "G5", "G6", "G7"].map((g) => `${g}-P1`),
    );
    expect(report.fleissReason).toMatch(/^undefined over all raters: they form 7 disjoint groups/);
    // UNSURE counted as a label: every rater of a block rated each of its patches, so each group's
    // Fleiss' κ is defined.
    const counted = computeAgreementReport({
      columns: parseRatingsFile({ bytes: readFileSync(file), fileName: "ratings.csv" }),
      missing: [],
      positive: "VALID",
    });
    expect(counted.fleissKappa).toBeNull();
    expect(counted.groups.every((g) => g.fleissKappa !== null && g.fleissReason === null)).toBe(
      true,
    );
  });

  it("prints the consensus counts under its label setting: unanimous 120 with UNSURE missing, 75 counted", () => {
    expect(report.consensus).toEqual({
      adjudicated: 0,
      unanimous: 120,
      majority: 67,
      single: 0,
      tie: 2,
      unrated: 0,
    });
    expect(report.unanimous).toMatchObject({ items: 120, of: 189 });
    expect(report.unanimous.rule).toContain("UNSURE treated as missing");
    const counted = computeAgreementReport({
      columns: parseRatingsFile({ bytes: readFileSync(file), fileName: "ratings.csv" }),
      missing: [],
      positive: "VALID",
    });
    expect(counted.consensus).toMatchObject({ unanimous: 75, majority: 109, tie: 5 });
    expect(counted.unanimous).toMatchObject({ items: 75, of: 189 });
    expect(counted.unanimous.rule).toContain("every label counted, UNSURE included");
  });

  it("matches an independent implementation (plain Python, explicit coincidence matrix)", () => {
    // Blocks of 4 to 8 raters: Fleiss' κ is undefined.
    expect(report.fleissKappa).toBeNull();
    expect(report.unanimousShare).toBe(120 / 189);
    expect(report.krippendorffAlpha).toBeCloseTo(0.5528203832622198, 12);
    expect(report.weightedCohenKappaVsConsensus).toBeCloseTo(0.7613275953161432, 12);
    expect(report.pairwiseCohenKappa[0]).toEqual({ a: "G1-P1", b: "G1-P2", n: 22, kappa: 1 });
  });
});
