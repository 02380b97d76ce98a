import { describe, expect, it } from "vitest";
import { formatTable } from "@/lib/tables/format-table";
import { buildAgreementTables } from "./build-agreement-tables";
import type { TAgreementDashboard, TJudgeAgreement, TJudgeBenchmark } from "./dashboard-types";

// Dyadic numbers keep the expected cells exact.
const est = (value: number | null) => ({
  value,
  low: value === null ? null : value / 2,
  high: value === null ? null : (value + 1) / 2,
});
const bench = (n: number, kappa: number): TJudgeBenchmark => ({
  n,
  tp: 1,
  fp: 2,
  fn: 3,
  tn: 4,
  kappa: est(kappa),
  accuracy: est(0.5),
  precision: est(0.6),
  recall: est(0.7),
  f1: est(0.65),
  npv: est(0.8),
  specificity: est(null),
  ac1: est(0.7),
  pabak: est(0.4),
});
const judge = (id: string, label: string, full: number, clear: number): TJudgeAgreement => ({
  run: { id, label } as TJudgeAgreement["run"],
  unjudged: 0,
  full: bench(115, full),
  clear: bench(81, clear),
  falsePositives: { total: 2, onDisputed: 1, disputed: 3 },
  byBugType: [],
});
const dashboard = {
  campaigns: [],
  runs: [],
  campaign: { id: "c", name: "Round 1", phase: "closed", ratings: 345 },
  labels: ["VALID", "INVALID"],
  missing: ["UNSURE"],
  bootstrap: { seed: 1, replicates: 2000, level: 0.95 },
  human: null,
  benchmarks: {
    full: {
      bugs: 48,
      patches: 115,
      unanimousShare: 81 / 115,
      unanimous: 81,
      alpha: 0.6,
      weightedKappa: 0.76,
      valid: 44,
      invalid: 71,
      other: 0,
      tied: 3,
    },
    clear: {
      bugs: 41,
      patches: 81,
      unanimousShare: 1,
      unanimous: 81,
      alpha: 1,
      weightedKappa: 1,
      valid: 35,
      invalid: 46,
      other: 0,
      tied: 0,
    },
  },
  judge: [judge("g", "Golden rubric v1", 0.5, 0.75), judge("d", "Draft rubric v1", 0.25, 0.375)],
  passAtK: [
    { runId: "g", bugs: 2, patches: 6, points: [{ k: 1, bugs: 2, pass: 0.5, passValid: 0.375 }] },
  ],
  hidden: 0,
  graded: null,
} satisfies TAgreementDashboard;

describe("buildAgreementTables", () => {
  const tables = buildAgreementTables({ dashboard });

  it("lays out Table 5 as the paper does: metrics as rows, full and clear as columns", () => {
    expect(tables.benchmarks.columns).toEqual(["Metric", "Full", "Clear"]);
    expect(tables.benchmarks.rows.map((r) => r[0])).toEqual([
      "Number of bugs",
      "Number of patches",
      "Unanimous agreement",
      "Krippendorff's alpha",
      "Weighted average Cohen's kappa",
      "Consensus: # VALID patches",
      "Consensus: # INVALID patches",
      "Consensus: # other label (none)",
      "Left out: plurality tied (no consensus)",
    ]);
    expect(tables.benchmarks.rows.at(-1)).toEqual([
      "Left out: plurality tied (no consensus)",
      3,
      0,
    ]);
    expect(formatTable({ table: tables.benchmarks, format: "markdown" })).toContain(
      "| Unanimous agreement | 0.70 | 1 |",
    );
  });

  it("lays out Table 6: metrics as rows, benchmark × run as columns, full runs first", () => {
    expect(tables.ablation.columns).toEqual([
      "Metric",
      "Full · Golden rubric v1",
      "Full · Draft rubric v1",
      "Clear · Golden rubric v1",
      "Clear · Draft rubric v1",
    ]);
    expect(tables.ablation.rows[0]).toEqual(["Patches compared", 115, 115, 81, 81]);
    expect(tables.ablation.rows[1]).toEqual(["Cohen's kappa", 0.5, 0.25, 0.75, 0.375]);
    expect(formatTable({ table: tables.ablation, format: "latex" })).toContain(
      "Cohen's kappa & 0.50 & 0.25 & 0.75 & 0.38 \\\\",
    );
  });

  it("exports each run's confusion counts with every metric's interval, one row per benchmark", () => {
    expect(tables.confusion.rows).toHaveLength(4);
    expect(tables.confusion.columns).toHaveLength(7 + 9 * 3);
    expect(tables.confusion.rows[0]!.slice(0, 10)).toEqual([
      "Golden rubric v1",
      "Full",
      115,
      1,
      2,
      3,
      4,
      0.5,
      0.25,
      0.75,
    ]);
    // Specificity (null), then Gwet's AC1 and PABAK beside the other metrics.
    expect(tables.confusion.rows[0]!.slice(-9)).toEqual([
      null,
      null,
      null,
      0.7,
      0.35,
      0.85,
      0.4,
      0.2,
      0.7,
    ]);
    expect(tables.ablation.rows.map((r) => r[0]).slice(-2)).toEqual(["Gwet's AC1", "PABAK"]);
    expect(tables["pass-at-k"].rows).toEqual([["Golden rubric v1", 1, 2, 0.5, 0.375]]);
  });

  it("gives empty tables, not errors, when there is no human data", () => {
    expect(tables.human.rows).toEqual([]);
    expect(formatTable({ table: tables.raters, format: "csv" })).toBe(
      "Rater,Labelled,Missing,Weight,Compared,Agreement with consensus,Cohen's kappa vs consensus\r\n",
    );
  });

  it("has an empty graded table for a binary campaign", () => {
    expect(tables.graded.rows).toEqual([]);
    expect(tables.graded.columns[0]).toBe("Grades of");
  });

  it("lays out a graded campaign's agreement: overall then each dimension, alphas, intervals, counts per grade", () => {
    const scale = {
      grades: [
        { value: 1, label: "Wrong", definition: "" },
        { value: 2, label: "Partly", definition: "" },
        { value: 3, label: "Right", definition: "" },
      ],
      validFrom: 3,
      dimensions: [{ key: "minimality", name: "Minimality", definition: "" }],
    };
    const graded = buildAgreementTables({
      dashboard: {
        ...dashboard,
        graded: {
          scale,
          items: 4,
          raters: 3,
          graded: 11,
          ungraded: 1,
          ordinalAlpha: est(0.75),
          intervalAlpha: est(0.5),
          units: 4,
          reason: null,
          distribution: [
            { grade: 1, label: "Wrong", collapse: "INVALID", count: 3 },
            { grade: 2, label: "Partly", collapse: "INVALID", count: 2 },
            { grade: 3, label: "Right", collapse: "VALID", count: 6 },
          ],
          dimensions: [
            {
              key: "minimality",
              name: "Minimality",
              counts: [0, 11, 0],
              ordinalAlpha: est(null),
              intervalAlpha: est(null),
              units: 4,
              reason: "one grade only",
            },
          ],
        },
      },
    }).graded;
    expect(graded.caption).toBe("Graded agreement on grades 1–3 (VALID from Right)");
    expect(formatTable({ table: graded, format: "csv" }).split("\r\n")).toEqual([
      "Grades of,Items with two or more grades,Krippendorff's alpha (ordinal),Ordinal CI 95% low,Ordinal CI 95% high,Krippendorff's alpha (interval),Interval CI 95% low,Interval CI 95% high,# 1 Wrong,# 2 Partly,# 3 Right,Note",
      'Overall,4,0.75,0.375,0.875,0.5,0.25,0.75,3,2,6,"11 graded ratings, 1 without a grade"',
      "Minimality,4,,,,,,,0,11,0,alpha undefined: one grade only",
      "",
    ]);
  });
});
