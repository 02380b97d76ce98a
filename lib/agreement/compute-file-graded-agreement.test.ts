import { describe, expect, it } from "vitest";
import { computeAgreementReport } from "./compute-agreement-report";
import { parseRatingsFile } from "./parse-ratings-file";

const report = (text: string, fileName: string, judge?: string) =>
  computeAgreementReport({
    columns: parseRatingsFile({ bytes: new TextEncoder().encode(text), fileName }),
    judge,
    missing: ["UNSURE"],
    positive: "VALID",
  });

// Items A (1, 2), B (4, 4), C (1, 1): the dashboard's hand-computed case (compute-graded-agreement
// test): ordinal α = 7/9, interval α = 12/13; D has one grade and an UNSURE without one.
const ROWS = [
  ["A", "r1", "INVALID", "1"],
  ["A", "r2", "INVALID", "2"],
  ["B", "r1", "VALID", "4"],
  ["B", "r2", "VALID", "4"],
  ["C", "r1", "INVALID", "1"],
  ["C", "r2", "INVALID", "1"],
  ["D", "r1", "VALID", "3"],
  ["D", "r2", "UNSURE", ""],
  ["A", "judge", "VALID", "4"],
];
const csv = (quote: boolean) =>
  [
    "item,rater,label,Grade,note",
    ...ROWS.map((r) => [...r, quote ? '"a, b"' : "x"].join(",")),
  ].join("\n");
const jsonl = ROWS.map(([item, rater, label, grade]) =>
  JSON.stringify({ item, rater, label, grade: grade ? Number(grade) : null }),
).join("\n");

describe("rubricate agreement on a file with grades", () => {
  it.each([
    ["plain CSV", csv(false), "r.csv"],
    ["quoted CSV", csv(true), "r.csv"],
    ["JSONL", jsonl, "r.jsonl"],
  ])(
    "%s: ordinal 7/9 and interval 12/13 among the humans, the judge's grade left out",
    (_kind, text, name) => {
      const r = report(text, name, "judge");
      expect(r.graded!.ordinalAlpha).toBeCloseTo(7 / 9, 12);
      expect(r.graded!.intervalAlpha).toBeCloseTo(12 / 13, 12);
      expect(r.graded).toMatchObject({
        graded: 7,
        ungraded: 1,
        units: 3,
        reason: null,
        distribution: [
          { grade: 1, count: 3 },
          { grade: 2, count: 1 },
          { grade: 3, count: 1 },
          { grade: 4, count: 2 },
        ],
      });
      // New keys go last: graded comes after judge.
      expect(Object.keys(r).slice(-2)).toEqual(["judge", "graded"]);
    },
  );

  it("adds nothing for a file without a grade column, and says why α is undefined", () => {
    expect(report("item,rater,label\nA,r1,VALID\nA,r2,VALID\n", "r.csv")).not.toHaveProperty(
      "graded",
    );
    const same = report("item,rater,label,grade\nA,r1,VALID,3\nA,r2,VALID,3\n", "r.csv").graded!;
    expect(same.ordinalAlpha).toBeNull();
    expect(same.reason).toMatch(/one category/);
  });

  it("refuses a grade that is not a whole number from 1 to 10, naming its line", () => {
    expect(() =>
      report("item,rater,label,grade\nA,r1,VALID,3\nA,r2,VALID,high\nB,r1,VALID,11\n", "r.csv"),
    ).toThrow(
      /2 problems:\n {2}line 3: grade "high" must be a whole number from 1 to 10[^\n]*\n {2}line 4: grade "11"/,
    );
    expect(() =>
      report('{"item":"A","rater":"r1","label":"VALID","grade":[3]}', "r.jsonl"),
    ).toThrow(/line 1: grade must be a number, a string or null/);
  });
});
