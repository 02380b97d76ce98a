import { describe, expect, it } from "vitest";
import { groupByRubricVersion } from "./group-by-rubric-version";

const consensus = new Map([
  ["a1", "VALID"],
  ["a2", "INVALID"],
  ["b1", "VALID"],
]);

describe("groupByRubricVersion", () => {
  it("takes the first (newest) judgment per patch and version, and compares rows on shared patches", () => {
    const rows = groupByRubricVersion({
      consensus,
      judgments: [
        // newest run: bug a judged with rubric 2, bug b with rubric 1
        { patchId: "a1", bugId: "a", rubricVersion: 2, label: "VALID" },
        { patchId: "a2", bugId: "a", rubricVersion: 2, label: "INVALID" },
        { patchId: "b1", bugId: "b", rubricVersion: 1, label: "INVALID" },
        // older run: everything with rubric 1
        { patchId: "a1", bugId: "a", rubricVersion: 1, label: "INVALID" },
        { patchId: "a2", bugId: "a", rubricVersion: 1, label: "VALID" },
        { patchId: "b1", bugId: "b", rubricVersion: 1, label: "VALID" },
        // no consensus: ignored
        { patchId: "x", bugId: "x", rubricVersion: 1, label: "VALID" },
      ],
    });
    expect(rows.map((r) => [r.number, r.bugs, r.metrics.n])).toEqual([
      [1, 2, 3],
      [2, 1, 2],
    ]);
    // Rubric 1: a1 fn, a2 fp, b1 fn (the newest b1 judgment): accuracy 0.
    expect(rows[0]!.metrics).toMatchObject({ tp: 0, fp: 1, fn: 2, tn: 0, accuracy: 0 });
    // On the shared patches a1, a2: accuracy 0 → 1, recall 0 → 1, precision 0 → 1.
    expect(rows[1]).toMatchObject({ shared: 2, previousNumber: 1 });
    expect(rows[1]!.delta).toMatchObject({ accuracy: 1, recall: 1, precision: 1 });
  });

  it("has no delta when the rows share no patch", () => {
    const rows = groupByRubricVersion({
      consensus,
      judgments: [
        { patchId: "a1", bugId: "a", rubricVersion: 1, label: "VALID" },
        { patchId: "b1", bugId: "b", rubricVersion: 3, label: "VALID" },
      ],
    });
    expect(rows[1]).toMatchObject({ number: 3, shared: 0, delta: null, previousNumber: 1 });
  });
});
