import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { sampleDiff } from "@/lib/test/diffs";
import { scoreBaseline as score } from "./score-baseline";

/** A git diff of one file with the given removed and added lines. */
const diff = (file: string, removed: string[], added: string[]) =>
  [
    `diff --git a/${file} b/${file}`,
    `--- a/${file}`,
    `+++ b/${file}`,
    `@@ -1,${removed.length + 1} +1,${added.length + 1} @@`,
    " ctx",
    ...removed.map((l) => `-${l}`),
    ...added.map((l) => `+${l}`),
    "",
  ].join("\n");

describe("scoreBaseline similarity-v1 (saved configurations)", () => {
  const scoreBaseline = (o: Parameters<typeof score>[0]) =>
    score({ version: "similarity-v1", ...o });
  it("scores an identical diff 1 and VALID", () => {
    const r = scoreBaseline({ candidate: sampleDiff(), groundTruth: sampleDiff() });
    expect(r).toMatchObject({
      label: "VALID",
      similarity: 1,
      fileSimilarity: 1,
      lineSimilarity: 1,
    });
    expect(r.justification).toBe(
      "No-LLM baseline: similarity 1.00 to the developer fix (files 1.00, changed lines 1.00) is at or above the 0.50 threshold, so VALID.",
    );
  });

  it("same file, different added line: files 1, lines 1/3", () => {
    // bags: {-return x;, +return x + 1;} vs {-return x;, +return x - 1;} → 1 shared of 3
    const r = scoreBaseline({
      candidate: sampleDiff("  return x - 1;"),
      groundTruth: sampleDiff(),
    });
    expect(r.fileSimilarity).toBe(1);
    expect(r.lineSimilarity).toBeCloseTo(1 / 3, 12);
    expect(r.similarity).toBeCloseTo(2 / 3, 12);
    expect(r.label).toBe("VALID");
    expect(
      scoreBaseline({
        candidate: sampleDiff("  return x - 1;"),
        groundTruth: sampleDiff(),
        threshold: 0.7,
      }).label,
    ).toBe("INVALID");
  });

  it("different files score 0 even with the same line content", () => {
    const r = scoreBaseline({
      candidate: sampleDiff(undefined, "src/a.c"),
      groundTruth: sampleDiff(undefined, "src/b.c"),
    });
    expect(r).toMatchObject({
      label: "INVALID",
      similarity: 0,
      fileSimilarity: 0,
      lineSimilarity: 0,
    });
    expect(r.justification).toBe(
      "No-LLM baseline: similarity 0.00 to the developer fix (files 0.00, changed lines 0.00) is below the 0.50 threshold, so INVALID.",
    );
  });

  it("treats whitespace-only differences as the same line and ignores blank changed lines", () => {
    const candidate = diff(
      "x.c",
      ["\tif (p)  free(p);"],
      ["if (p) {", "   ", "  free(p); p = NULL;", "}"],
    );
    const truth = diff("x.c", ["if (p) free(p);"], ["if (p) {", "free(p);   p = NULL;", "  }"]);
    expect(scoreBaseline({ candidate, groundTruth: truth })).toMatchObject({
      similarity: 1,
      lineSimilarity: 1,
    });
  });

  it("uses bag semantics for duplicate lines", () => {
    // {+x++ ×2} vs {+x++ ×1}: min 1 / max 2
    const r = scoreBaseline({
      candidate: diff("x.c", [], ["x++;", "x++;"]),
      groundTruth: diff("x.c", [], ["x++;"]),
    });
    expect(r.lineSimilarity).toBe(0.5);
    expect(r.similarity).toBe(0.75);
  });

  it("keys deleted files by their old path and distinguishes added from deleted lines", () => {
    const deleted =
      "diff --git a/old.c b/old.c\ndeleted file mode 100644\n--- a/old.c\n+++ /dev/null\n@@ -1 +0,0 @@\n-gone\n";
    const added =
      "diff --git a/old.c b/old.c\nnew file mode 100644\n--- /dev/null\n+++ b/old.c\n@@ -0,0 +1 @@\n+gone\n";
    expect(scoreBaseline({ candidate: deleted, groundTruth: deleted }).similarity).toBe(1);
    expect(scoreBaseline({ candidate: deleted, groundTruth: added })).toMatchObject({
      fileSimilarity: 1,
      lineSimilarity: 0,
      similarity: 0.5,
    });
  });

  it("never returns NaN for empty diffs", () => {
    expect(scoreBaseline({ candidate: "", groundTruth: "" })).toMatchObject({
      similarity: 0,
      fileSimilarity: 0,
      lineSimilarity: 0,
      label: "INVALID",
    });
  });

  it("rejects a threshold outside [0, 1]", () => {
    for (const threshold of [-0.1, 1.5, Number.NaN]) {
      expect(() => scoreBaseline({ candidate: "", groundTruth: "", threshold })).toThrow(AppError);
    }
    expect(scoreBaseline({ candidate: "", groundTruth: "", threshold: 0 }).label).toBe("VALID");
  });
});

describe("scoreBaseline similarity-v2 (new configurations)", () => {
  it("scores an identical diff 1 and VALID, without a warning", () => {
    expect(score({ candidate: sampleDiff(), groundTruth: sampleDiff() })).toMatchObject({
      label: "VALID",
      similarity: 1,
      warning: null,
    });
  });

  it("keeps a patch that touches the developer's file but shares no changed line below 0.5", () => {
    const r = score({
      candidate: diff("src/x.c", ["a"], ["b"]),
      groundTruth: diff("src/x.c", ["c"], ["d"]),
    });
    expect(r).toMatchObject({ fileSimilarity: 1, lineSimilarity: 0, label: "INVALID" });
    expect(r.similarity).toBeCloseTo(0.2, 12);
    // v1 called the same patch VALID at 0.5.
    expect(
      score({
        ...{ candidate: diff("src/x.c", ["a"], ["b"]) },
        groundTruth: diff("src/x.c", ["c"], ["d"]),
        version: "similarity-v1",
      }).label,
    ).toBe("VALID");
  });

  it("discriminates on changed lines: more shared lines, higher score", () => {
    const truth = diff("x.c", ["a", "b"], ["c", "d"]);
    const half = score({ candidate: diff("x.c", ["a", "b"], ["c", "e"]), groundTruth: truth });
    const none = score({ candidate: diff("x.c", ["f"], ["g"]), groundTruth: truth });
    expect(half.lineSimilarity).toBeCloseTo(3 / 5, 12);
    expect(half.similarity).toBeCloseTo(0.8 * 0.6 + 0.2, 12);
    expect(half.similarity).toBeGreaterThan(none.similarity);
    expect(half.label).toBe("VALID");
  });

  it("normalises candidate paths to the fix's file with the longest common suffix", () => {
    const fix = "src/main/java/org/apache/commons/math/util/MathUtils.java";
    const r = score({
      candidate: [
        `diff -w -u -r Math99b/${fix} Math99b_Patch209/${fix}`,
        `--- Math99b/${fix}\t2017-05-03 12:06:33.000000000 +0800`,
        `+++ Math99b_Patch209/${fix}\t2017-05-03 12:06:33.000000000 +0800`,
        "@@ -1,2 +1,2 @@",
        " ctx",
        "-return a;",
        "+return b;",
        "",
      ].join("\n"),
      groundTruth: diff(fix, ["return a;"], ["return b;"]),
    });
    expect(r).toMatchObject({ fileSimilarity: 1, lineSimilarity: 1, similarity: 1, warning: null });
    // The longer suffix wins over a file of the same name elsewhere.
    const twin = score({
      candidate: diff("root/lib/a/util.c", ["x"], ["y"]),
      groundTruth: diff("b/util.c", ["x"], ["z"]) + diff("lib/a/util.c", ["x"], ["y"]),
    });
    expect(twin.lineSimilarity).toBeCloseTo(2 / 4, 12);
  });

  it("warns, in the result and the justification, when no candidate file matches the fix", () => {
    const r = score({
      candidate: diff("src/a.c", ["x"], ["y"]),
      groundTruth: diff("src/b.c", ["x"], ["y"]),
    });
    expect(r).toMatchObject({ similarity: 0, label: "INVALID" });
    expect(r.warning).toBe(
      "None of the candidate's files (src/a.c) matches a file of the developer fix (src/b.c), even by its trailing path.",
    );
    expect(r.justification).toContain(`Warning: ${r.warning}`);
  });
});
