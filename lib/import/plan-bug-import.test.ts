import { describe, expect, it } from "vitest";
import { sampleDiff } from "@/lib/test/diffs";
import { planBugImport } from "./plan-bug-import";
import type { TBugInput } from "./schemas";

const row = (line: number, externalId: string, report = "r"): TBugInput => ({
  line,
  externalId,
  title: null,
  report,
  bugType: null,
  language: null,
  groundTruthPatch: sampleDiff(),
  metadata: { k: 1 },
  originalFiles: {},
});

describe("planBugImport", () => {
  it("creates new bugs, counts identical ones unchanged, refuses changed ones", () => {
    const { line: _l, metadata: _m, originalFiles: _o, ...same } = row(0, "B1");
    const stored = { metadata: JSON.stringify({ k: 1 }), originalFiles: "{}" };
    const existing = new Map([
      ["B1", { ...same, ...stored }],
      ["B2", { ...same, externalId: "B2", ...stored }],
    ]);
    const plan = planBugImport({
      rows: [row(1, "B1"), row(2, "B2", "a different report"), row(3, "B3")],
      existing,
    });
    expect(plan.unchanged).toBe(1);
    expect(plan.create.map((b) => b.externalId)).toEqual(["B3"]);
    expect(plan.errors).toEqual([
      { line: 2, field: "bugId", message: 'bug "B2" already exists with different content' },
    ]);
  });
});
