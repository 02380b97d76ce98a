import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { computeBouncerMetrics } from "./compute-bouncer-metrics";
import { computeIScore } from "./compute-i-score";
import { computeOScore } from "./compute-o-score";

// BouncerBench's data ship beside the checkout in ../shared; the product never reads them at run time.
const shared = (name: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../../shared/data/bouncerbench/${name}`, import.meta.url)),
    "utf8",
  );

describe("computeBouncerMetrics", () => {
  it("computes accept and bounce F, their mean, R_b, FNR_a and FPR_a (hand-computed)", () => {
    // Accept positive: TP_a 6, FN_a 2 (bounced though fine), FP_a 4 (accepted though bad), TN_a 8.
    const m = computeBouncerMetrics({ tp: 6, fn: 2, fp: 4, tn: 8 });
    // P_a = 6/10, R_a = 6/8 → F_a = 2/3; P_b = 8/10, R_b = 8/12 → F_b = 8/11.
    expect(m.fAccept).toBeCloseTo(2 / 3, 12);
    expect(m.fBounce).toBeCloseTo(8 / 11, 12);
    expect(m.macroF).toBeCloseTo((2 / 3 + 8 / 11) / 2, 12);
    expect(m.recallBounce).toBeCloseTo(8 / 12, 12);
    expect(m.fnrAccept).toBeCloseTo(2 / 8, 12);
    expect(m.fprAccept).toBeCloseTo(4 / 12, 12);
  });

  it("gives F 0 to a class never predicted right, and null ratios on an empty class", () => {
    // Always accept: F_b has precision undefined (nothing bounced).
    const always = computeBouncerMetrics({ tp: 5, fn: 0, fp: 5, tn: 0 });
    expect(always.fBounce).toBeNull();
    expect(always.macroF).toBeNull();
    expect(always.recallBounce).toBe(0);
    expect(computeBouncerMetrics({ tp: 0, fn: 0, fp: 1, tn: 1 }).fnrAccept).toBeNull();
  });

  it("reproduces BouncerBench's Table II (input bouncer) from the released annotations and LLM labels", () => {
    const lines = shared("annotations.csv").trim().split("\n");
    const header = lines[0]!.split(",");
    const column = header.indexOf("underspecified");
    const label = new Map(
      lines.slice(1).map((l) => [l.split(",")[0]!, Number(l.split(",")[column])]),
    );
    const published = {
      "claude-3.7-sonnet": { fm: "0.422", i: "0.209", rb: "4.0", fnr: "0.6" },
      "gpt-4.1": { fm: "0.500", i: "0.233", rb: "12.9", fnr: "2.0" },
      "o4-mini": { fm: "0.592", i: "0.271", rb: "26.8", fnr: "5.4" },
    };
    for (const [model, expected] of Object.entries(published)) {
      const rows = shared(`input-bouncer-${model}.jsonl`)
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { instanceId: string; labelScore: number });
      expect(rows).toHaveLength(1699);
      const items = rows.map((r) => ({
        bounce: r.labelScore >= 2,
        label: label.get(r.instanceId)!,
      }));
      const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
      for (const { bounce, label: l } of items) {
        const shouldBounce = l >= 2;
        c[bounce ? (shouldBounce ? "tn" : "fn") : shouldBounce ? "fp" : "tp"] += 1;
      }
      const m = computeBouncerMetrics(c);
      expect({
        fm: m.macroF!.toFixed(3),
        i: computeIScore({ items })!.toFixed(3),
        rb: (100 * m.recallBounce!).toFixed(1),
        fnr: (100 * m.fnrAccept!).toFixed(1),
      }).toEqual(expected);
    }
  });
});

describe("computeIScore", () => {
  it("weighs each decision by the distance of its label from 1.5 (hand-computed)", () => {
    // Bounce a 3 (+1.5), accept a 0 (+1.5): perfect → (2/3)·1.5 = 1.
    expect(
      computeIScore({
        items: [
          { bounce: true, label: 3 },
          { bounce: false, label: 0 },
        ],
      }),
    ).toBe(1);
    expect(computeIScore({ items: [{ bounce: false, label: 3 }] })).toBe(-1);
    // Bounce a 1 (−0.5), accept a 2 (−0.5), bounce a 2 (+0.5): (2/3)(−0.5)/3.
    expect(
      computeIScore({
        items: [
          { bounce: true, label: 1 },
          { bounce: false, label: 2 },
          { bounce: true, label: 2 },
        ],
      }),
    ).toBeCloseTo(-1 / 9, 12);
    expect(computeIScore({ items: [] })).toBeNull();
    expect(() => computeIScore({ items: [{ bounce: true, label: 4 }] })).toThrow(/0–3/);
  });
});

describe("computeOScore", () => {
  it("signs the passed-test share by (−1)^(bounce + correct), correct = 0 for a correct patch", () => {
    const items = [
      // Accept a correct patch (all 10 pass): + 1.
      { bounce: false, correct: true, passedTests: 10, totalTests: 10 },
      // Bounce a correct patch: − 1.
      { bounce: true, correct: true, passedTests: 4, totalTests: 4 },
      // Accept an incorrect patch passing 3 of 4: − 0.75.
      { bounce: false, correct: false, passedTests: 3, totalTests: 4 },
      // Bounce an incorrect patch passing 1 of 5: + 0.2.
      { bounce: true, correct: false, passedTests: 1, totalTests: 5 },
    ];
    expect(computeOScore({ items })).toBeCloseTo((1 - 1 - 0.75 + 0.2) / 4, 12);
    expect(computeOScore({ items: [] })).toBeNull();
    expect(() =>
      computeOScore({ items: [{ bounce: true, correct: false, passedTests: 2, totalTests: 1 }] }),
    ).toThrow(/passedTests/);
  });
});
