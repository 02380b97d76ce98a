import { describe, expect, it } from "vitest";
import { hashPatch } from "@/lib/diff/hash-patch";
import { sampleDiff } from "@/lib/test/diffs";
import { planPatchImport } from "./plan-patch-import";
import type { TPatchInput } from "./schemas";

const input = (line: number, externalId: string, diff: string, bug = "B1"): TPatchInput => ({
  line,
  externalId,
  bugExternalId: bug,
  diff,
  tool: null,
  model: null,
  sample: null,
  passesTests: null,
  failToPass: null,
  passToPass: null,
  testLog: null,
  trajectoryId: null,
  authorLabel: null,
  metadata: {},
});

function ids() {
  let n = 0;
  return () => `new-${++n}`;
}

describe("planPatchImport", () => {
  const bugs = new Map([
    ["B1", "bug-1"],
    ["B2", "bug-2"],
  ]);

  it("merges identical texts of the same bug, not of different bugs", () => {
    const a = sampleDiff("  return x + 2;");
    const plan = planPatchImport({
      rows: [
        input(1, "P1", a),
        input(2, "P2", a.replace(/\n/g, "\r\n")),
        input(3, "P3", a, "B2"),
        input(4, "P4", sampleDiff("  return 0;")),
      ],
      bugIdByExternalId: bugs,
      existingSources: new Map(),
      existingPatches: new Map(),
      newId: ids(),
    });
    expect(plan.errors).toEqual([]);
    expect(plan.merged).toBe(1);
    expect(plan.patches.map((p) => [p.id, p.bugId, p.input.externalId])).toEqual([
      ["new-1", "bug-1", "P1"],
      ["new-2", "bug-2", "P3"],
      ["new-3", "bug-1", "P4"],
    ]);
    expect(plan.sources.map((s) => [s.input.externalId, s.patchId])).toEqual([
      ["P1", "new-1"],
      ["P2", "new-1"],
      ["P3", "new-2"],
      ["P4", "new-3"],
    ]);
  });

  it("merges into a patch already in the project", () => {
    const a = sampleDiff();
    const plan = planPatchImport({
      rows: [input(1, "P9", a)],
      bugIdByExternalId: bugs,
      existingSources: new Map(),
      existingPatches: new Map([[`bug-1:${hashPatch({ text: a })}`, "old-1"]]),
      newId: ids(),
    });
    expect(plan).toMatchObject({ merged: 1, patches: [], sources: [{ patchId: "old-1" }] });
  });

  it("counts re-imported rows as unchanged and refuses an id reused for other text", () => {
    const a = sampleDiff();
    const existingSources = new Map([
      ["P1", { patchId: "old-1", bugId: "bug-1", contentHash: hashPatch({ text: a }) }],
    ]);
    const plan = planPatchImport({
      rows: [input(1, "P1", a), input(2, "P1x", a, "B9")],
      bugIdByExternalId: bugs,
      existingSources,
      existingPatches: new Map(),
      newId: ids(),
    });
    expect(plan.unchanged).toBe(1);
    expect(plan.errors).toEqual([
      { line: 2, field: "bugId", message: 'unknown bug "B9": import its bug first' },
    ]);
    const clash = planPatchImport({
      rows: [input(5, "P1", sampleDiff("  return 7;"))],
      bugIdByExternalId: bugs,
      existingSources,
      existingPatches: new Map(),
      newId: ids(),
    });
    expect(clash.errors[0]).toMatchObject({ line: 5, field: "patchId" });
  });
});
