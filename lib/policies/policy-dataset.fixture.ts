/**
 * A small bugs/patches data set for policy tests (unit-free; e2e and integration): three bugs,
 * eight patches whose diffs carry the mock LLM's markers (MOCK_LABEL decides the judge label,
 * MOCK_LOGPROB its token log-prob, so a VALID patch's confidence is exp(logprob)). p8 has no
 * tests-pass flag. Laid out like the evaluate-policy hand case.
 */
export const POLICY_PATCHES = [
  { id: "p1", bug: "B1", passes: true, label: "VALID", logprob: -0.1 },
  { id: "p2", bug: "B1", passes: false, label: "VALID", logprob: -0.5 },
  { id: "p3", bug: "B1", passes: false, label: "INVALID", logprob: -0.3 },
  { id: "p4", bug: "B2", passes: false, label: "VALID", logprob: -0.2 },
  { id: "p5", bug: "B2", passes: false, label: "INVALID", logprob: -0.3 },
  { id: "p6", bug: "B3", passes: true, label: "INVALID", logprob: -0.3 },
  { id: "p7", bug: "B3", passes: true, label: "VALID", logprob: -0.7 },
  { id: "p8", bug: "B3", passes: null, label: "VALID", logprob: -0.05 },
] as const;

const diff = (file: string, line: string) =>
  `diff --git a/${file} b/${file}\n--- a/${file}\n+++ b/${file}\n@@ -1,2 +1,3 @@\n int x;\n+${line}\n int y;\n`;

/** Abstention: the mock answers success with these probabilities (MOCK_SUCCESS_P in the report). */
export const POLICY_BUG_SUCCESS_P = { B1: 0.8, B2: 0.3, B3: 0.6 } as const;

export function policyBugsJsonl(): string {
  return (
    (["B1", "B2", "B3"] as const)
      .map((bugId) =>
        JSON.stringify({
          bugId,
          title: `Crash in ${bugId}`,
          report: `${bugId} crashes on empty input. MOCK_SUCCESS_P=${POLICY_BUG_SUCCESS_P[bugId]}`,
          groundTruthPatch: diff(`src/${bugId}.c`, "if (!n) return 0;"),
        }),
      )
      .join("\n") + "\n"
  );
}

export function policyPatchesJsonl(): string {
  return (
    POLICY_PATCHES.map((p) =>
      JSON.stringify({
        patchId: p.id,
        bugId: p.bug,
        tool: "agent",
        sample: Number(p.id.slice(1)),
        patch: diff(`src/${p.bug}.c`, `// ${p.id} MOCK_LABEL=${p.label} MOCK_LOGPROB=${p.logprob}`),
        ...(p.passes === null ? {} : { passesTests: p.passes }),
      }),
    ).join("\n") + "\n"
  );
}
