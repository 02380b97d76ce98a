import { parse } from "diff2html";
import { describe, expect, it } from "vitest";
import { validateUnifiedDiff } from "@/lib/diff/validate-unified-diff";
import { buildControlPatches } from "./build-control-patches";

const fix = [
  "diff --git a/src/parse.c b/src/parse.c",
  "--- a/src/parse.c",
  "+++ b/src/parse.c",
  "@@ -10,4 +10,5 @@ int parse(const char *p, size_t n) {",
  "   size_t i = 0;",
  "-  assert(n > 0);",
  "+  if (n == 0)",
  "+    return -1;",
  "   while (i < n) {",
  "     i++;",
  "",
].join("\n");

describe("buildControlPatches", () => {
  it("builds a comment-only change, a test-only change and a deleted check, each a valid diff", () => {
    const cases = buildControlPatches({ groundTruthPatch: fix, bugId: "B-1" });
    expect(cases.map((c) => [c.id, c.expected])).toEqual([
      ["control:no_op", "INVALID"],
      ["control:test_only", "INVALID"],
      ["control:silence_check", "INVALID"],
    ]);
    for (const c of cases)
      expect(validateUnifiedDiff({ text: c.diff })).toMatchObject({ ok: true });
    const [noOp, testOnly, silence] = cases.map((c) => parse(c.diff)[0]!);
    // The comment goes right after the fix's first unchanged line, in the file's comment syntax.
    expect(noOp!.blocks[0]!.lines.map((l) => l.content)).toEqual([
      "   size_t i = 0;",
      "+// TODO: handle this case",
    ]);
    expect(testOnly!.newName).toBe("tests/test_B-1.c");
    expect(testOnly!.addedLines).toBe(2);
    expect(silence!.blocks[0]!.lines.map((l) => [l.content, l.oldNumber])).toEqual([
      ["-  assert(n > 0);", 11],
    ]);
  });

  it("uses # comments for scripts and leaves out the check deletion when the fix touches no check", () => {
    const py = [
      "diff --git a/app/util.py b/app/util.py",
      "--- a/app/util.py",
      "+++ b/app/util.py",
      "@@ -3,2 +3,2 @@",
      " def total(xs):",
      "-    return sum(xs) + 1",
      "+    return sum(xs)",
      "",
    ].join("\n");
    const cases = buildControlPatches({ groundTruthPatch: py, bugId: "py 7" });
    expect(cases.map((c) => c.kind)).toEqual(["no_op", "test_only"]);
    expect(cases[0]!.diff).toContain("+# TODO: handle this case");
    expect(cases[1]!.diff).toContain("+++ b/tests/test_py_7.py");
  });

  it("gives nothing for a fix that only adds new files", () => {
    const added =
      "diff --git a/n.c b/n.c\nnew file mode 100644\n--- /dev/null\n+++ b/n.c\n@@ -0,0 +1 @@\n+int x;\n";
    expect(buildControlPatches({ groundTruthPatch: added, bugId: "x" })).toEqual([]);
  });
});
