import { describe, expect, it } from "vitest";
import { findEvidenceContradictions } from "./find-evidence-contradictions";
import type { TPatchEvidence } from "./schemas-evidence";

const passing: TPatchEvidence = {
  tests: "pass",
  testsDetail: "2 of 2 fail-to-pass tests pass",
  files: ["src/parser/lexer.c", "include/lexer.h"],
  compiled: null,
};
const failing: TPatchEvidence = { ...passing, tests: "fail", testsDetail: null };
const unknown: TPatchEvidence = { ...passing, tests: "unknown", testsDetail: null };

const flags = (justification: string, evidence: TPatchEvidence = passing, thought = "") =>
  findEvidenceContradictions({
    verdict: { label: "INVALID", justification, thought },
    evidence,
  });
const kinds = (justification: string, evidence: TPatchEvidence = passing) =>
  flags(justification, evidence).map((f) => f.kind);

describe("findEvidenceContradictions: build claims", () => {
  it("flags the paper's case: a compilation error claimed for a patch that passes its tests", () => {
    const out = flags(
      "The patch does not add the dependency for the updated header. This causes a compilation error in the build.",
    );
    expect(out).toEqual([
      {
        kind: "build-claim-vs-passing-tests",
        sentence: "This causes a compilation error in the build.",
        source: "justification",
        evidence:
          "The patch passes its tests (2 of 2 fail-to-pass tests pass). It was built to run them.",
        severity: "high",
      },
    ]);
  });

  it.each([
    "The patch fails to compile because the include is missing.",
    "It leads to linker errors: undefined reference to `xmlFree`.",
    "As written, the change breaks the build.",
    "The code does not compile since lexer_state is not declared.",
    "The patch introduces a build failure on Windows.",
  ])("flags %s", (sentence) => {
    expect(kinds(sentence)).toEqual(["build-claim-vs-passing-tests"]);
  });

  it("reads every claim of a sentence: a negated one does not hide the next", () => {
    expect(kinds("No compilation errors in the parser, but the patch fails to link.")).toEqual([
      "build-claim-vs-passing-tests",
    ]);
  });

  it("marks a hedged claim medium", () => {
    expect(flags("The missing header would cause compilation errors.")[0]?.severity).toBe("medium");
  });

  it.each([
    "There are no compilation errors and the logic is sound.",
    "The patch does not introduce any build errors.",
    "It compiles cleanly without linker errors.",
    "The patch fixes the compilation error reported in the issue.",
    "If the header were not updated, the patch would fail to compile.",
    "The patch must not introduce build failures.",
    "The ground truth patch fails to compile on older compilers.",
    "Check whether it compiles on all targets.",
  ])("does not flag %s (negated, fixed, hypothetical, a requirement or another subject)", (s) => {
    expect(kinds(s)).toEqual([]);
  });

  it("flags nothing when the tests fail or are unknown and no compile result is recorded", () => {
    expect(kinds("The patch fails to compile.", failing)).toEqual([]);
    expect(kinds("The patch fails to compile.", unknown)).toEqual([]);
  });

  it("uses a recorded compile result: compiled true flags, compiled false never does", () => {
    const compiled = { ...unknown, compiled: true };
    expect(flags("The patch fails to compile.", compiled)[0]?.evidence).toBe(
      "The import records that the patch compiles.",
    );
    expect(kinds("The patch fails to compile.", { ...passing, compiled: false })).toEqual([]);
  });

  it("reads the thought too and says so", () => {
    const out = flags("The patch is invalid.", passing, "Hmm. It does not compile, clearly.");
    expect(out.map((f) => [f.kind, f.source, f.sentence])).toEqual([
      ["build-claim-vs-passing-tests", "thought", "It does not compile, clearly."],
    ]);
  });
});

describe("findEvidenceContradictions: test outcome claims", () => {
  it.each([
    "The reproduction test still fails with this patch.",
    "The patch breaks existing tests in the suite.",
    "It does not pass the regression test.",
    "This causes test failures in test_codecs.",
  ])("flags a failure claim on a passing patch: %s", (s) => {
    expect(kinds(s)).toEqual(["test-failure-claim-vs-passing-tests"]);
  });

  it.each([
    "The fail-to-pass tests were added by the developer.",
    "The test that failed before now passes.",
    "The crash made the test fail on the buggy version.",
    "The patch does not break any tests.",
    "The ASAN test no longer crashes.",
    "The patch compiles and the reproduction test passes.",
    "If the tests fail, the patch is invalid.",
  ])("does not flag %s", (s) => {
    expect(kinds(s)).toEqual([]);
  });

  it.each([
    "The patch passes the reproduction test but masks the symptom.",
    "All tests pass with the patch.",
  ])("flags a pass claim on a failing patch: %s", (s) => {
    const out = flags(s, failing);
    expect(out.map((f) => f.kind)).toEqual(["tests-pass-claim-vs-failing-tests"]);
    expect(out[0]!.evidence).toBe("The patch fails its tests.");
  });

  it.each([
    "The patch does not pass the tests.",
    "A valid patch must pass the reproduction test.",
    "The pass-to-pass tests cover the parser.",
    "The reproduction test does not pass.",
    "The reproduction test still does not pass.",
  ])("does not flag %s on a failing patch", (s) => {
    expect(kinds(s, failing).filter((k) => k === "tests-pass-claim-vs-failing-tests")).toEqual([]);
  });

  it("flags nothing about tests whose outcome is unknown", () => {
    expect(kinds("All tests pass. The reproduction test still fails.", unknown)).toEqual([]);
  });
});

describe("findEvidenceContradictions: file claims", () => {
  it.each([
    "The patch does not modify lexer.h, so the declaration is stale.",
    "It never touches src/parser/lexer.c.",
    "No changes are made to include/lexer.h.",
    "The header lexer.h is left unchanged.",
  ])("flags an untouched-file claim for a file the diff changes: %s", (s) => {
    expect(kinds(s)).toEqual(["untouched-file-claim"]);
  });

  it("names the file in the evidence", () => {
    expect(flags("The patch does not update include/lexer.h.")[0]?.evidence).toBe(
      "The diff changes include/lexer.h.",
    );
  });

  it.each([
    "The patch does not modify parser.c.",
    "The patch should not modify lexer.h.",
    "The ground truth does not modify lexer.c.",
    "The patch modifies lexer.c and lexer.h.",
    "The patch does not modify the header; lexer.c is changed.",
    "It does not modify lexer.cc at all.",
  ])(
    "does not flag %s (untouched indeed, a requirement, another subject or a positive claim)",
    (s) => {
      expect(kinds(s).filter((k) => k === "untouched-file-claim")).toEqual([]);
    },
  );

  it("flags a touched-file claim for a file the diff does not touch, as medium", () => {
    const out = flags("The patch modifies src/parser/parser.c to add a bounds check.");
    expect(out).toMatchObject([
      {
        kind: "touched-file-claim",
        severity: "medium",
        evidence:
          "The diff does not touch src/parser/parser.c; it changes src/parser/lexer.c, include/lexer.h.",
      },
    ]);
  });

  it.each([
    "The patch modifies lexer.c to add a bounds check.",
    "The patch modifies parser/lexer.c.",
    "The reference fix modifies parser.c instead.",
    "The patch should update parser.c as well.",
    "The crash happens in parser.c when the token is empty.",
    "The patch does not modify parser.c.",
  ])("does not flag %s as a touched-file claim", (s) => {
    expect(kinds(s).filter((k) => k === "touched-file-claim")).toEqual([]);
  });
});

describe("findEvidenceContradictions: precision over an ordinary justification", () => {
  it("flags nothing in a typical VALID justification", () => {
    const text = [
      "The patch adds a bounds check in lexer.c before reading the next token, which addresses the root cause of the heap-buffer-overflow.",
      "It also updates lexer.h with the new constant.",
      "The fail-to-pass tests pass and there are no compilation errors.",
      "- Requirement 1: met.",
      "- Requirement 2 (e.g. the header must be updated): met.",
    ].join("\n");
    expect(flags(text)).toEqual([]);
    expect(flags(text, failing).map((f) => f.kind)).toEqual(["tests-pass-claim-vs-failing-tests"]);
  });

  it("flags a sentence once per kind, even when two patterns match", () => {
    expect(kinds("It fails to compile: a compilation error and a linker error.")).toEqual([
      "build-claim-vs-passing-tests",
    ]);
  });
});
