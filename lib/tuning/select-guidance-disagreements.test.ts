import { describe, expect, it } from "vitest";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderGuidanceProposalPrompt } from "./render-guidance-proposal-prompt";
import { GUIDANCE_PROPOSAL_PROMPT } from "./schemas-guidance";
import { selectGuidanceDisagreements } from "./select-guidance-disagreements";
import { splitBugsForTuning } from "./split-bugs-for-tuning";

// Four bugs with two patches each; the judge calls everything VALID, the consensus calls the
// second patch of every bug INVALID: one disagreement per bug.
const bugs = ["bug-a", "bug-b", "bug-c", "bug-d"];
const patches = bugs.flatMap((bug) =>
  [1, 2].map((n) => ({
    id: `id-${bug}-${n}`,
    externalId: `${bug}-p${n}`,
    bugId: bug,
    bugExternalId: bug,
    diff: `--- a/x\n+++ b/x\n+DIFF_OF_${bug}_${n}\n`,
  })),
);
const consensus = patches.map((p) => ({
  patchId: p.id,
  label: p.id.endsWith("-2") ? ("INVALID" as const) : ("VALID" as const),
  notes: `NOTES_${p.externalId}`,
}));
const results = patches.map((p) => ({
  patchId: p.id,
  label: "VALID" as const,
  justification: `JUDGE_${p.externalId}`,
}));
const ratings = patches.map((p) => ({
  patchId: p.id,
  label: "INVALID",
  justification: `RATER_${p.externalId}`,
}));

describe("selectGuidanceDisagreements", () => {
  const split = splitBugsForTuning({ bugIds: bugs, seed: 42, heldOutShare: 0.5 });

  it("keeps the tuning part's disagreements only, with both sides' words", () => {
    const { compared, disagreements } = selectGuidanceDisagreements({
      patches,
      tuningBugIds: split.tuningBugIds,
      consensus,
      results,
      ratings,
    });
    expect(compared).toBe(4);
    expect(disagreements.map((d) => d.bugId)).toEqual(split.tuningBugIds);
    expect(disagreements[0]).toMatchObject({
      patchId: `${split.tuningBugIds[0]}-p2`,
      judgeLabel: "VALID",
      consensusLabel: "INVALID",
      judgeJustification: `JUDGE_${split.tuningBugIds[0]}-p2`,
      consensusNotes: `NOTES_${split.tuningBugIds[0]}-p2`,
      raters: [{ label: "INVALID", justification: `RATER_${split.tuningBugIds[0]}-p2` }],
    });
  });

  it("never puts a held-out patch's id, diff or words into the proposal prompt", () => {
    const { disagreements } = selectGuidanceDisagreements({
      patches,
      tuningBugIds: split.tuningBugIds,
      consensus,
      results,
      ratings,
    });
    const prompt = renderGuidanceProposalPrompt({
      template: loadPrompt({ name: GUIDANCE_PROPOSAL_PROMPT }).body,
      instructions: "Judge the patch.",
      guidance: [],
      disagreements,
    });
    for (const bug of split.tuningBugIds) {
      expect(prompt).toContain(`Patch ${bug}-p2 (bug ${bug})`);
      expect(prompt).toContain(`DIFF_OF_${bug}_2`);
    }
    for (const bug of split.heldOutBugIds) {
      expect(prompt).not.toContain(bug);
      expect(prompt).not.toContain(`DIFF_OF_${bug}`);
    }
    expect(prompt).not.toMatch(/\{\{\w+\}\}/);
  });

  it("skips patches without a verdict or a consensus, and cuts long diffs", () => {
    const long = { ...patches[1]!, bugId: "bug-a", diff: "x".repeat(5000) };
    const { compared, disagreements } = selectGuidanceDisagreements({
      patches: [patches[0]!, long],
      tuningBugIds: ["bug-a"],
      consensus: consensus.slice(0, 2),
      results: results.slice(1, 2),
      ratings: [],
    });
    expect(compared).toBe(1);
    expect(disagreements[0]!.diff.length).toBeLessThan(1600);
    expect(disagreements[0]!.diff).toMatch(/3500 more characters/);
  });
});
