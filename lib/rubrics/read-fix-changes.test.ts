import { describe, expect, it } from "vitest";
import { classifyFixFile } from "./classify-fix-file";
import { readFixChanges } from "./read-fix-changes";

describe("readFixChanges", () => {
  it("attributes lines after a definition inside the hunk to that definition, not the header's function", () => {
    const patch = [
      "--- a/p.py",
      "+++ b/p.py",
      "@@ -10,4 +10,7 @@ def _print_Integral(self, expr):",
      "     def _print_Sum(self, expr):",
      "         return 1",
      " ",
      "+    def _print_Derivative(self, expr):",
      "+        return 2",
      "+",
      " def other():",
      "",
    ].join("\n");
    const [file] = readFixChanges({ patch });
    expect(file).toMatchObject({
      path: "p.py",
      role: "code",
      scopes: [],
      definitions: ["_print_Derivative"],
      addedReturns: ["2"],
    });
  });

  it("keeps the header's function when the hunk changes its body, and a C definition in the hunk", () => {
    const patch = [
      "--- a/x.c",
      "+++ b/x.c",
      "@@ -1,9 +1,10 @@ static int parse(struct p *ps)",
      "   int n = ps->len;",
      "-  if (n > 4)",
      "+  if (n >= 4)",
      "     return -1;",
      " }",
      " static void emit(struct p *ps, int c)",
      " {",
      "-  ps->buf[ps->len] = c;",
      "+  ps->buf[ps->len++] = c;",
      "+  if (ps->len == ps->cap) throw_error(ps);",
      " }",
      "",
    ].join("\n");
    const [file] = readFixChanges({ patch });
    expect(file!.scopes).toEqual(["parse", "emit"]);
    expect(file!.removedConditions).toEqual(["n > 4"]);
    expect(file!.addedConditions).toEqual(["n >= 4", "ps->len == ps->cap"]);
    expect(file!.removedStatements).toEqual(["ps->buf[ps->len] = c;"]);
    expect(file!.addedStatements).toEqual(["ps->buf[ps->len++] = c;"]);
    expect(file!.addedCalls).toContain("throw_error");
  });

  it("reads a statement starting with a dereference, not a comment line", () => {
    const patch = [
      "--- a/c.c",
      "+++ b/c.c",
      "@@ -1,3 +1,3 @@ static void init(struct b *b)",
      "  /* copy */",
      "- b->rotate = d.rotate;",
      "+ *b = d;",
      "+ * a comment line",
      "",
    ].join("\n");
    const [file] = readFixChanges({ patch });
    expect(file!.addedStatements).toEqual(["*b = d;"]);
  });

  it("strips an svn header's tab suffix from the path and reads raised errors", () => {
    const patch = [
      "Index: src/A.java",
      "===================================================================",
      "--- src/A.java\t(revision 2266)",
      "+++ src/A.java\t(revision 2264)",
      "@@ -5,3 +5,5 @@ public class A {",
      "     public int get(int i) {",
      "+        if (i < 0)",
      '+            throw new IllegalArgumentException("negative");',
      "         return items[i];",
      "",
    ].join("\n");
    const [file] = readFixChanges({ patch });
    expect(file!.path).toBe("src/A.java");
    expect(file!.scopes).toEqual(["get"]);
    expect(file!.raises).toEqual(["IllegalArgumentException"]);
  });
});

describe("classifyFixFile", () => {
  it("tells code from tests and from change logs, news and docs", () => {
    const roles = Object.fromEntries(
      [
        "NEWS",
        "Misc/NEWS.d/next/Library/2023-01-01-00-00-00.gh-issue-1.rst",
        "ChangeLog",
        "CHANGELOG.md",
        "docs/ref/models.txt",
        "doc/whatsnew.rst",
        "ext/spl/spl_directory.c",
        "ext/spl/tests/gh12721.phpt",
        "Lib/test/test_ast.py",
        "tests/test_x.py",
        "src/test/java/FooTest.java",
        "src/main/java/Foo.java",
        "sympy/printing/mathematica.py",
      ].map((path) => [path, classifyFixFile({ path })]),
    );
    expect(roles).toEqual({
      NEWS: "other",
      "Misc/NEWS.d/next/Library/2023-01-01-00-00-00.gh-issue-1.rst": "other",
      ChangeLog: "other",
      "CHANGELOG.md": "other",
      "docs/ref/models.txt": "other",
      "doc/whatsnew.rst": "other",
      "ext/spl/spl_directory.c": "code",
      "ext/spl/tests/gh12721.phpt": "test",
      "Lib/test/test_ast.py": "test",
      "tests/test_x.py": "test",
      "src/test/java/FooTest.java": "test",
      "src/main/java/Foo.java": "code",
      "sympy/printing/mathematica.py": "code",
    });
  });
});
