import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import type { TPatchTests } from "@/lib/fix-specs/format-test-information";
import { DEFAULT_JUDGE_PROMPT, type TRunnableReference } from "../schemas";
import { renderJudgePrompt } from "./render-judge-prompt";
import { resolveJudgePrompt } from "./resolve-judge-prompt";
import { UNKNOWN_TEST_OUTCOME } from "./format-test-outcome";

const bug = {
  externalId: "B-1",
  title: "Overflow in parse",
  bugType: "Heap-buffer-overflow",
  language: "c",
  report: "ASan: heap-buffer-overflow in parse()",
  groundTruthPatch: "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+GT\n",
};
const candidatePatch = "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+CANDIDATE\n";
const rubric = "## Requirements\n- [ ] Bounds are checked";
const tests = (passesTests: boolean | null): TPatchTests => ({
  passesTests,
  failToPassPassed: null,
  failToPassTotal: null,
  passToPassPassed: null,
  passToPassTotal: null,
  testLog: null,
});
const CLAIM = "already passes the bug's reproduction test";

const NEW: [string, TRunnableReference][] = [
  ["judge-rubric.v3", "golden"],
  ["judge-ground-truth.v3", "ground_truth"],
  ["judge-report-only.v3", "report_only"],
  ["judge-rubric-requirements.v2", "golden"],
];
/** The seven templates that claimed a pass, with the sha256 of what they rendered before v3. */
const OLD: [string, TRunnableReference, string][] = [
  ["judge-rubric.v1", "golden", "fdc75bdc7b66a0d1006dc16312fdb6b63512501a1ba315e5b4d04b2dc8a009ab"],
  ["judge-rubric.v2", "golden", "87341f119f4b5b0d94c6828dd1490911298367276e4006d31ae1dbf105cb97dc"],
  [
    "judge-ground-truth.v1",
    "ground_truth",
    "e65746709c6ce8d899e2997dee04530d3234fef27ff751b1308900de739c8242",
  ],
  [
    "judge-ground-truth.v2",
    "ground_truth",
    "fe064b93c0cf156eff16b49810c7a3e5f764de0bcb561d66546db230cb3fbab0",
  ],
  [
    "judge-report-only.v1",
    "report_only",
    "73cc3b0ae095db38cf608974ec3e1df39f627c34c08c0ba729c9b262a5dd256e",
  ],
  [
    "judge-report-only.v2",
    "report_only",
    "36dd8105cc87bbe72a6fbfcb7a91aec192f7689d2097f778b0a5038fb9ba1eb5",
  ],
  [
    "judge-rubric-requirements.v1",
    "golden",
    "61c2226148dfb277f3d9891ba18d49bd5b778000522e5249e14bcc371afe9397",
  ],
];

const render = (name: string, reference: TRunnableReference, t?: TPatchTests | null) =>
  renderJudgePrompt({
    template: loadPrompt({ name }).body,
    reference,
    bug,
    candidatePatch,
    referenceText: reference === "golden" ? rubric : null,
    tests: t,
  });
const whole = (r: ReturnType<typeof render>) => `${r.system ?? ""}\n---\n${r.text}`;

describe("judge prompts state the patch's test outcome", () => {
  it.each(NEW)("%s says the patch passes when its tests pass", (name, reference) => {
    const r = render(name, reference, tests(true));
    expect(whole(r)).not.toContain(CLAIM);
    expect(r.text).toContain("Passes: the patch passes the bug's tests.");
    // Per patch, so after the part a bug's patches share (the provider's cache prefix).
    expect(r.cachePrefix).not.toContain("Passes:");
    expect(r.text.indexOf("Passes:")).toBeGreaterThan(r.text.indexOf("+CANDIDATE"));
  });

  it.each(NEW)("%s says the patch fails when its tests fail", (name, reference) => {
    const text = whole(render(name, reference, tests(false)));
    expect(text).toContain("Fails: the patch fails the bug's tests.");
    expect(text).not.toContain(CLAIM);
    expect(text).not.toContain("Passes:");
  });

  it.each(NEW)("%s says it is unknown without test data", (name, reference) => {
    for (const t of [tests(null), null, undefined]) {
      const text = whole(render(name, reference, t));
      expect(text).toContain(UNKNOWN_TEST_OUTCOME);
      expect(text).not.toMatch(/Passes:|Fails:|already passes/);
    }
  });

  it.each(OLD)(
    "%s, pinned by old configurations, renders exactly as before",
    (name, reference, sha) => {
      const sums = [tests(true), tests(false), null].map((t) =>
        createHash("sha256")
          .update(whole(render(name, reference, t)))
          .digest("hex"),
      );
      expect(new Set(sums).size).toBe(1);
      expect(sums[0]).toBe(sha);
      expect(whole(render(name, reference, tests(false)))).toContain("already passes");
    },
  );

  it("gives new configurations the new versions", () => {
    for (const reference of ["golden", "draft", "freeform"] as const)
      expect(resolveJudgePrompt({ reference })).toEqual({ name: "judge-rubric", version: "3" });
    expect(resolveJudgePrompt({ reference: "ground_truth" }).version).toBe("3");
    expect(resolveJudgePrompt({ reference: "report_only" }).version).toBe("3");
    expect(resolveJudgePrompt({ reference: "golden", perRequirement: true })).toEqual({
      name: "judge-rubric-requirements",
      version: "2",
    });
    expect(DEFAULT_JUDGE_PROMPT.golden).toBe("judge-rubric");
    expect(resolveJudgePrompt({ reference: "golden", prompt: "judge-rubric.v2" }).version).toBe(
      "2",
    );
  });
});
