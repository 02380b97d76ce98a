import { z } from "zod";

/**
 * Evidence flags (paper 001 §7): a judge verdict whose justification or thought says something
 * the patch's recorded evidence contradicts. The kinds, in the order counts are shown.
 */
export const EVIDENCE_FLAG_KINDS = [
  "build-claim-vs-passing-tests",
  "test-failure-claim-vs-passing-tests",
  "tests-pass-claim-vs-failing-tests",
  "untouched-file-claim",
  "touched-file-claim",
] as const;
export const ZEvidenceFlagKind = z.enum(EVIDENCE_FLAG_KINDS);
export type TEvidenceFlagKind = z.infer<typeof ZEvidenceFlagKind>;

/** What each kind means, for the page, the CLI and the docs. */
export const EVIDENCE_FLAG_INFO: Record<TEvidenceFlagKind, string> = {
  "build-claim-vs-passing-tests":
    "Claims a compile, build or link error; the patch passes its tests",
  "test-failure-claim-vs-passing-tests": "Claims tests fail; the patch passes its tests",
  "tests-pass-claim-vs-failing-tests": "Claims the tests pass; the patch fails its tests",
  "untouched-file-claim": "Says the patch does not modify a file; the diff changes it",
  "touched-file-claim": "Says the patch modifies a file; the diff does not touch it",
};

/** high: a definite claim; medium: a hedged one ("would", "might") or one about a file named loosely. */
export const ZEvidenceSeverity = z.enum(["high", "medium"]);
export type TEvidenceSeverity = z.infer<typeof ZEvidenceSeverity>;

export const ZEvidenceFlag = z.object({
  kind: ZEvidenceFlagKind,
  /** The exact sentence of the justification or thought that makes the claim. */
  sentence: z.string(),
  /** Where the sentence is: the verdict's justification or its thought. */
  source: z.enum(["justification", "thought"]),
  /** The recorded fact it contradicts, in plain text. */
  evidence: z.string(),
  severity: ZEvidenceSeverity,
});
export type TEvidenceFlag = z.infer<typeof ZEvidenceFlag>;

/** What is known about a patch: its imported test outcome, the files its diff touches, whether it compiled. */
export type TPatchEvidence = {
  tests: "pass" | "fail" | "unknown";
  /** The counts behind `tests` in words ("3 of 3 fail-to-pass tests pass"), or null. */
  testsDetail: string | null;
  /** Paths the diff touches (new name; the old one for a deletion), without a/ b/ prefixes. */
  files: string[];
  /** Recorded in the patch's metadata (`compiles`, `compiled` or `builds`); null when not recorded. */
  compiled: boolean | null;
};
