import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { computeInputBouncerTable } from "./compute-input-bouncer-table";
import { parseBouncerOutputs } from "./parse-bouncer-outputs";
import { parseSpecificityAnnotations } from "./parse-specificity-annotations";

// BouncerBench's data ship beside the checkout in ../shared; the product never reads them at run time.
const shared = (name: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../../shared/data/bouncerbench/${name}`, import.meta.url)),
    "utf8",
  );

describe("computeInputBouncerTable", () => {
  it("reproduces BouncerBench's Table II and the §IV-C agreement figures from the released files", () => {
    const { labels, errors } = parseSpecificityAnnotations({ text: shared("annotations.csv") });
    expect(errors).toEqual([]);
    expect(labels.size).toBe(1699);
    const outputs = ["claude-3.7-sonnet", "gpt-4.1", "o4-mini"].flatMap((m) => {
      const parsed = parseBouncerOutputs({
        text: shared(`input-bouncer-${m}.jsonl`),
        fallbackModel: m,
      });
      expect(parsed.errors).toEqual([]);
      return parsed.rows;
    });
    const { rows, table } = computeInputBouncerTable({ annotations: labels, outputs });
    const shown = rows.map((r) => [
      r.model,
      r.n,
      r.macroF!.toFixed(3),
      r.iScore!.toFixed(3),
      (100 * r.recallBounce!).toFixed(1),
      (100 * r.fnrAccept!).toFixed(1),
      (100 * r.agreement!).toFixed(1),
      r.kappa!.toFixed(2),
    ]);
    // Table II: F_m, I-Score, R_b %, FNR_a %; §IV-C: raw agreement 28.4 / 34.1 / 39.0 %,
    // κ 0.03 (Claude), ≈ 0.09–0.11 (GPT-4.1), 0.14 (o4-mini).
    expect(shown).toEqual([
      ["claude-3.7-sonnet", 1699, "0.422", "0.209", "4.0", "0.6", "28.4", "0.03"],
      ["gpt-4.1", 1699, "0.500", "0.233", "12.9", "2.0", "34.1", "0.09"],
      ["o4-mini", 1699, "0.592", "0.271", "26.8", "5.4", "39.0", "0.14"],
    ]);
    expect(table.rows).toHaveLength(3);
  });

  it("counts by hand: 4 issues, labels 0 1 2 3, the bouncer answers 0 2 2 1", () => {
    const annotations = new Map([
      ["a", 0],
      ["b", 1],
      ["c", 2],
      ["d", 3],
    ]);
    const outputs = ["a", "b", "c", "d", "x"].map((instanceId, i) => ({
      instanceId,
      model: "m",
      score: [0, 2, 2, 1, 3][i]!,
    }));
    const [row] = computeInputBouncerTable({ annotations, outputs }).rows;
    // Accept positive: a TP_a; b FN_a (bounced, fine); c TN_a; d FP_a (accepted, impossible).
    // F_a: P 1/2, R 1/2 → 1/2; F_b likewise 1/2; the unannotated x is left out.
    expect(row).toMatchObject({
      n: 4,
      unannotated: 1,
      macroF: 0.5,
      recallBounce: 0.5,
      fnrAccept: 0.5,
      fprAccept: 0.5,
    });
    // I-Score terms: a accept 0 → +1.5; b bounce 1 → −0.5; c bounce 2 → +0.5; d accept 3 → −1.5.
    expect(row!.iScore).toBeCloseTo(0, 12);
    expect(row!.agreement).toBe(0.5);
  });

  it("reports bad rows with their lines", () => {
    const a = parseSpecificityAnnotations({
      text: "instance_id,underspecified\nx,1\ny,5\n,2\nx,0\n",
    });
    expect(a.errors.map((e) => [e.line, e.field])).toEqual([
      [3, "underspecified"],
      [4, "instance_id"],
      [5, "instance_id"],
    ]);
    const o = parseBouncerOutputs({
      text: '{"instanceId":"x","label":"VAGUE"}\n{"instanceId":"y","label":"MAYBE"}\nnope\n',
      fallbackModel: "f",
    });
    expect(o.rows).toEqual([{ instanceId: "x", model: "f", score: 2 }]);
    expect(o.errors.map((e) => [e.line, e.field])).toEqual([
      [2, "labelScore"],
      [3, "(line)"],
    ]);
  });
});
