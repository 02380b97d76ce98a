import type { TCampaignPhase } from "./schemas";

export type TRaterPhaseCopy = {
  /** The page header's sentence: what the rater does now and what they can see. */
  intro: string;
  /** Next to the Submit button when labels can no longer change; null while labelling. */
  lockNote: string | null;
  /** The error when Submit is pressed without a label. */
  missingLabel: string;
};

/**
 * What the rater's labelling page says in each campaign phase: labels are hidden only while
 * labelling, final from the reveal on, and the campaign's consensus is final once it is closed.
 */
export function describeRaterPhase(options: {
  phase: TCampaignPhase;
  allowUnsure: boolean;
  /** A graded campaign's number of grades (lib/scales); absent for a binary one. */
  grades?: number;
}): TRaterPhaseCopy {
  const { phase, allowUnsure, grades } = options;
  const choices = grades
    ? `a grade from 1 to ${grades}${allowUnsure ? " (or UNSURE)" : ""}`
    : allowUnsure
      ? "VALID, INVALID or UNSURE"
      : "VALID or INVALID";
  const missingLabel = `Choose ${choices} first (${allowUnsure ? "V / I / U" : "V / I"}).`;
  if (phase === "reveal")
    return {
      intro:
        "The reveal phase is open: your labels are final, and each patch shows the other raters' labels (anonymised) beside yours while the lead adjudicates disagreements.",
      lockNote: "Labels are final: the reveal phase is open.",
      missingLabel,
    };
  if (phase === "closed")
    return {
      intro:
        "This campaign is closed: labels and consensus are final. You can read your labels and the other raters' labels (anonymised).",
      lockNote: "Labels are final: the campaign is closed.",
      missingLabel,
    };
  return {
    intro: `${grades ? "Give each candidate patch" : "Label each candidate patch"} ${choices} against its golden rubric. Other raters' labels stay hidden until the lead opens the reveal phase; until then you can revise yours.`,
    lockNote: null,
    missingLabel,
  };
}
