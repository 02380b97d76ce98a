import { describe, expect, it } from "vitest";
import { sampleDiff } from "@/lib/test/diffs";
import { hashPatch } from "./hash-patch";
import { touchedFiles } from "./touched-files";
import { validateUnifiedDiff } from "./validate-unified-diff";

describe("validateUnifiedDiff", () => {
  it("accepts git and plain unified diffs", () => {
    expect(validateUnifiedDiff({ text: sampleDiff() })).toEqual({ ok: true, files: 1, hunks: 1 });
    const plain = "--- a.c\t2019-01-01\n+++ b.c\t2019-01-02\n@@ -1 +1 @@\n-a\n+b\n";
    expect(validateUnifiedDiff({ text: plain })).toMatchObject({ ok: true });
  });

  it("rejects empty text, prose, headers without hunks", () => {
    expect(validateUnifiedDiff({ text: "  \n" })).toEqual({ ok: false, reason: "empty diff" });
    expect(validateUnifiedDiff({ text: "fix the bug by adding a check" })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a unified diff/),
    });
    expect(validateUnifiedDiff({ text: "--- a/x\n+++ b/x\n" })).toMatchObject({ ok: false });
  });
});

describe("hashPatch", () => {
  it("ignores line-ending style and trailing whitespace, not content", () => {
    const d = sampleDiff();
    expect(hashPatch({ text: d })).toBe(hashPatch({ text: d.replace(/\n/g, "  \r\n") + "\n\n" }));
    expect(hashPatch({ text: d })).not.toBe(hashPatch({ text: sampleDiff("  return x - 1;") }));
    expect(hashPatch({ text: d })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("touchedFiles", () => {
  it("lists files with added and deleted counts", () => {
    expect(touchedFiles({ text: sampleDiff() })).toEqual([
      { path: "src/calc.c", added: 1, deleted: 1 },
    ]);
  });
});
