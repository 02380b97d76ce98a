import type { TConsensusLabel } from "./schemas";

export type TPatchAgreement =
  | { status: "unanimous"; label: TConsensusLabel; counts: TLabelCounts }
  | { status: "disputed"; reason: "split" | "unsure" | "incomplete"; counts: TLabelCounts }
  | { status: "unrated"; counts: TLabelCounts };
export type TLabelCounts = { VALID: number; INVALID: number; UNSURE: number };

/**
 * Whether a patch's pre-discussion labels settle it. Unanimous: every expected
 * rating is in and all say VALID, or all say INVALID. Any UNSURE, a split or a
 * missing rating sends the patch to adjudication.
 */
export function classifyPatchRatings(options: {
  labels: readonly string[];
  expected: number;
}): TPatchAgreement {
  const { labels, expected } = options;
  const counts: TLabelCounts = { VALID: 0, INVALID: 0, UNSURE: 0 };
  for (const l of labels) if (l === "VALID" || l === "INVALID" || l === "UNSURE") counts[l] += 1;
  if (labels.length === 0) return { status: "unrated", counts };
  if (counts.VALID > 0 && counts.INVALID > 0)
    return { status: "disputed", reason: "split", counts };
  if (counts.UNSURE > 0) return { status: "disputed", reason: "unsure", counts };
  if (labels.length < expected) return { status: "disputed", reason: "incomplete", counts };
  return { status: "unanimous", label: counts.VALID > 0 ? "VALID" : "INVALID", counts };
}
