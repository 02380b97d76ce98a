import type { TJudgeLabel } from "../schemas";

export type TMajorityVote = { label: TJudgeLabel; valid: number; invalid: number; tie: boolean };

/**
 * Majority label of judge samples with the vote counts; null for no samples. A tie resolves to
 * INVALID (a patch counts as valid only when most samples say so) and sets `tie`.
 */
export function majorityVote({ labels }: { labels: readonly TJudgeLabel[] }): TMajorityVote | null {
  if (labels.length === 0) return null;
  const valid = labels.filter((l) => l === "VALID").length;
  const invalid = labels.length - valid;
  return { label: valid > invalid ? "VALID" : "INVALID", valid, invalid, tie: valid === invalid };
}
