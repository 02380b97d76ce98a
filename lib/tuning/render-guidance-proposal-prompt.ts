import { renderTemplate } from "@/lib/prompts/render-template";
import type { TGuidanceDisagreement } from "./schemas-guidance";

/** One disagreement as the proposal prompt lists it: the humans' side, then the judge's. */
function formatDisagreement(d: TGuidanceDisagreement): string {
  return [
    `### Patch ${d.patchId} (bug ${d.bugId})`,
    `- Reviewers' consensus: ${d.consensusLabel}`,
    `- Consensus notes: ${d.consensusNotes.trim() || "(none)"}`,
    ...d.raters.map(
      (r) => `- Rater (${r.label}): ${r.justification.trim() || "(no justification)"}`,
    ),
    `- Judge: ${d.judgeLabel}`,
    `- Judge's justification: ${d.judgeJustification.trim() || "(none)"}`,
    "- Candidate patch:",
    "```diff",
    d.diff.trimEnd(),
    "```",
  ].join("\n");
}

/**
 * The text of prompts/judge-guidance-proposal.v1.md for a base configuration: its instructions
 * (the judge prompt template's body), the guidance lines it already has, and the tuning part's
 * disagreements, nothing else. Pure: the caller loads both prompt files.
 */
export function renderGuidanceProposalPrompt(options: {
  template: string;
  instructions: string;
  guidance: readonly string[];
  disagreements: readonly TGuidanceDisagreement[];
}): string {
  const { template, instructions, guidance, disagreements } = options;
  return renderTemplate({
    template,
    variables: {
      instructions: instructions.trim(),
      guidance: guidance.length ? guidance.map((g, i) => `${i + 1}. ${g}`).join("\n") : "(none)",
      count: String(disagreements.length),
      disagreements: disagreements.map(formatDisagreement).join("\n\n"),
    },
  });
}
