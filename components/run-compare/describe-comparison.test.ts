import { describe, expect, it } from "vitest";
import {
  summarizeRunComparison,
  type TComparedVerdicts,
} from "@/lib/research/summarize-run-comparison";
import { describeComparison, formatP } from "./describe-comparison";

const bootstrap = { seed: 1, replicates: 50, level: 0.95 };
const read = (patches: TComparedVerdicts[]) =>
  describeComparison({ summary: summarizeRunComparison({ patches, bootstrap }) });
const p = (
  a: TComparedVerdicts["a"],
  b: TComparedVerdicts["b"],
  consensus: TComparedVerdicts["consensus"],
): TComparedVerdicts => ({ a, b, consensus, group: "g" });
const seven = Array.from({ length: 7 }, () => p("VALID", "INVALID", "INVALID"));

describe("describeComparison", () => {
  it("says how many verdicts flipped and which run the consensus sides with", () => {
    expect(read([p("VALID", "VALID", "VALID"), ...seven, p("INVALID", "VALID", "INVALID")])).toBe(
      "The runs disagree on 8 of 9 paired patches: A says VALID on 7, B on 1 (McNemar exact p = 0.070). Against the consensus, B is right on 7 of them and A on 1 (McNemar exact p = 0.070).",
    );
  });

  it("counts only the flips with a consensus for who is right", () => {
    expect(read([...seven, p("INVALID", "VALID", null)])).toMatch(
      /7 of them have a consensus, B is right on 7 of them and A on 0 \(McNemar exact p = 0\.016\)\.$/,
    );
    expect(read([p("VALID", "INVALID", null)])).toMatch(/None of them has a consensus/);
  });

  it("reads agreement and an empty comparison plainly", () => {
    expect(read([p("VALID", "VALID", null), p("INVALID", "INVALID", null)])).toBe(
      "The runs agree on all 2 paired patches.",
    );
    expect(read([])).toBe("The runs have no patch in common with a verdict from both.");
  });

  it("prints p with three decimals, small ones as < 0.001", () => {
    expect([formatP(1), formatP(0.0703125), formatP(0.0004)]).toEqual([
      "1.000",
      "0.070",
      "< 0.001",
    ]);
  });
});
