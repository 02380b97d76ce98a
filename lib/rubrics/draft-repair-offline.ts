import type { TEditTheme } from "./edit-themes";
import type { TRepairDisagreement, TRubricRepairProposal } from "./schemas-repair";

/** The heading the offline proposal appends its candidate items under. */
export const OFFLINE_REPAIR_HEADING =
  "## Candidate requirement edits from disagreements (offline, no LLM)";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The edit theme a consensus theme suggests: the rubric was too strict, or not clear enough. */
function themeOf(d: TRepairDisagreement): TEditTheme {
  if (d.consensusThemes.includes("unnecessary_changes")) return "superfluous_constraints";
  return "scope";
}

/**
 * An honest proposal without an LLM: the rubric unchanged, plus one candidate item per
 * disagreeing patch under a heading that says so, quoting the consensus notes and the raters'
 * justifications (for the engineer to turn into real requirements or delete). Nothing is
 * rewritten; each item's justification names the judge's and the consensus labels.
 */
export function draftRepairOffline(options: {
  rubric: string;
  disagreements: readonly TRepairDisagreement[];
}): TRubricRepairProposal {
  const { rubric, disagreements } = options;
  const items = disagreements.map((d) => {
    const reasons = [
      d.consensusNotes.trim() && `consensus notes: ${oneLine(d.consensusNotes)}`,
      ...d.raters
        .filter((r) => r.justification.trim())
        .map((r) => `rater (${r.label}): ${oneLine(r.justification)}`),
    ].filter(Boolean);
    const after = `- [${d.patchId}: humans ${d.consensusLabel}, judge ${d.judgeLabel}] ${reasons.join("; ") || "no notes or justifications were written"}\n`;
    return {
      after,
      justification: `Offline repair proposal (no LLM): the judge labelled ${d.patchId} ${d.judgeLabel} (${oneLine(d.judgeJustification) || "no justification"}) but the revealed consensus is ${d.consensusLabel}; this candidate item quotes the humans' reasons for the rubric to state.`,
      theme: themeOf(d),
    };
  });
  const base = rubric.endsWith("\n") || rubric === "" ? rubric : `${rubric}\n`;
  const block = `\n${OFFLINE_REPAIR_HEADING}\n\n${items.map((i) => i.after).join("")}`;
  return {
    rubric: base + block,
    edits: items.map((i) => ({
      before: "",
      after: i.after,
      justification: i.justification,
      theme: i.theme,
    })),
  };
}
