import { parse } from "diff2html";
import type { TBenchCase } from "./schemas";

const HASH_COMMENT = new Set(["py", "sh", "rb", "pl", "r", "yaml", "yml", "toml", "cmake"]);
/** A line that checks, reports or stops: what "silencing the check" deletes. */
const CHECK = /\b(assert\w*|abort|throw|raise|panic|error|check\w*|fail\w*|exit)\b/i;

const ext = (path: string) => path.split(".").pop()?.toLowerCase() ?? "";
const comment = (path: string, text: string) =>
  HASH_COMMENT.has(ext(path)) ? `# ${text}` : `// ${text}`;
const header = (path: string) => [
  `diff --git a/${path} b/${path}`,
  `--- a/${path}`,
  `+++ b/${path}`,
];

/**
 * Negative controls for the rubric test bench, built from the developers' fix without an LLM:
 * a change that does nothing (a comment where the fix was: the fix reverted), a test-only
 * change (a new test file), and, when the fix touches a line that checks or reports (assert,
 * abort, throw, error, check…), a change that deletes that line (silencing the check). A good
 * rubric makes the judge call each of them INVALID. Pure; every diff is a valid unified diff.
 */
export function buildControlPatches(options: {
  groundTruthPatch: string;
  bugId: string;
}): TBenchCase[] {
  const files = parse(options.groundTruthPatch).filter(
    (f) => f.oldName && f.oldName !== "/dev/null",
  );
  const file = files[0];
  const block = file?.blocks[0];
  if (!file || !block) return [];
  const path = file.oldName;
  const oldLines = block.lines.filter((l) => l.type !== "insert" && l.oldNumber !== undefined);
  const anchor = oldLines[0];
  const cases: TBenchCase[] = [];
  if (anchor) {
    const n = anchor.oldNumber!;
    cases.push({
      id: "control:no_op",
      kind: "no_op",
      title: "The fix reverted: only a comment where the fix was",
      expected: "INVALID",
      diff: [
        ...header(path),
        `@@ -${n},1 +${n},2 @@`,
        ` ${anchor.content.slice(1)}`,
        `+${comment(path, "TODO: handle this case")}`,
        "",
      ].join("\n"),
    });
  }
  const testPath = `tests/test_${options.bugId.replace(/[^\w-]+/g, "_")}.${ext(path) || "txt"}`;
  cases.push({
    id: "control:test_only",
    kind: "test_only",
    title: "A test-only change: a new test file, no fix",
    expected: "INVALID",
    diff: [
      `diff --git a/${testPath} b/${testPath}`,
      "new file mode 100644",
      "--- /dev/null",
      `+++ b/${testPath}`,
      "@@ -0,0 +1,2 @@",
      `+${comment(testPath, `Regression test for ${options.bugId}.`)}`,
      `+${comment(testPath, "TODO: reproduce the reported input here.")}`,
      "",
    ].join("\n"),
  });
  for (const f of files)
    for (const b of f.blocks) {
      const check = b.lines.find(
        (l) => l.type !== "insert" && l.oldNumber !== undefined && CHECK.test(l.content.slice(1)),
      );
      if (!check) continue;
      return [
        ...cases,
        {
          id: "control:silence_check",
          kind: "silence_check",
          title: "Silencing the check: the failing check deleted",
          expected: "INVALID",
          diff: [
            ...header(f.oldName),
            `@@ -${check.oldNumber},1 +${check.oldNumber! - 1},0 @@`,
            `-${check.content.slice(1)}`,
            "",
          ].join("\n"),
        },
      ];
    }
  return cases;
}
