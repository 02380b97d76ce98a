import { countNoun } from "@/lib/text/count-noun";

/** The adjudication queue's counts (TGetAdjudicationQueueResponse): visible patches only. */
export type TAdjudicationCounts = {
  /** Patches hidden from the viewer while they label them in another campaign. */
  hidden: number;
  summary: { patches: number; unanimous: number; unrated: number };
};

const hiddenClause = (hidden: number) =>
  `${countNoun({ count: hidden, one: "patch", other: "patches" })} ${hidden === 1 ? "is" : "are"} hidden from you while you label ${hidden === 1 ? "it" : "them"} in another campaign`;

/**
 * What the adjudication page says when it lists no disputed patch. "Every rated patch was
 * unanimous" only when that is the whole story: patches with no rating, or hidden from the lead
 * (they still label them elsewhere, so whether those are disputed is not shown), are named.
 */
export function describeEmptyAdjudication(counts: TAdjudicationCounts): string {
  const { hidden, summary } = counts;
  if (summary.patches === 0)
    return hidden > 0
      ? `Nothing to adjudicate that you can see: ${hiddenClause(hidden)}.`
      : "This campaign has no patches.";
  if (hidden === 0 && summary.unrated === 0)
    return "No disagreements: every rated patch was unanimous.";
  const seen = [
    `${summary.unanimous} unanimous`,
    ...(summary.unrated > 0
      ? [`${countNoun({ count: summary.unrated, one: "patch", other: "patches" })} with no rating`]
      : []),
  ];
  const more = hidden > 0 ? ` ${hiddenClause(hidden)}.` : "";
  return `No disagreements among the patches you can see (${seen.join(", ")}).${more}`;
}

/**
 * What the page says once every dispute it lists has a consensus. With patches hidden from the
 * lead, closing would be refused (the server will not say whether the hidden ones are settled),
 * so it is not offered: `canClose` is false and the text says who can close.
 */
export function describeAllSettled(options: { hidden: number }): {
  title: string;
  note: string;
  canClose: boolean;
} {
  const { hidden } = options;
  if (hidden === 0)
    return {
      title: "All disputes settled.",
      note: "Every disputed patch has a consensus; settled ones are read only (choose “Change consensus” to revise one, with a reason).",
      canClose: true,
    };
  return {
    title: "All disputes you can see are settled.",
    note: `${hiddenClause(hidden)}, so you cannot close this campaign: another lead can, or you can once that campaign is revealed.`,
    canClose: false,
  };
}
