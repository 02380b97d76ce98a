import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TJudgeLabel } from "@/lib/judge/schemas";
import type { TGuidanceDisagreement } from "./schemas-guidance";

/** Characters of a candidate patch shown with its disagreement. */
export const DIFF_EXCERPT_CHARS = 1500;

export type TGuidanceEvidencePatch = {
  id: string;
  externalId: string;
  /** The bug's internal id, as the split names it. */
  bugId: string;
  bugExternalId: string;
  diff: string;
};

/**
 * The tuning part's disagreements between a judge run and a campaign's consensus: for each patch
 * of a TUNING bug (internal bug ids, as the split names them; held-out bugs are dropped first, before anything else is read from them) with
 * a consensus and at least one verdict of the run (majority of samples, a tie counting as
 * INVALID), the patches where the labels differ, with the judge's justification, the consensus
 * notes, the raters' labels and justifications and the start of the candidate patch. Ordered by
 * bug, then patch. Pure.
 */
export function selectGuidanceDisagreements(options: {
  patches: readonly TGuidanceEvidencePatch[];
  tuningBugIds: readonly string[];
  consensus: readonly { patchId: string; label: TJudgeLabel; notes: string }[];
  results: readonly { patchId: string; label: TJudgeLabel; justification: string }[];
  ratings: readonly { patchId: string; label: string; justification: string }[];
}): { compared: number; disagreements: TGuidanceDisagreement[] } {
  const tuning = new Set(options.tuningBugIds);
  const patches = options.patches
    .filter((p) => tuning.has(p.bugId))
    .sort(
      (a, b) =>
        a.bugExternalId.localeCompare(b.bugExternalId) || a.externalId.localeCompare(b.externalId),
    );
  const consensus = new Map(options.consensus.map((c) => [c.patchId, c]));
  let compared = 0;
  const disagreements: TGuidanceDisagreement[] = [];
  for (const patch of patches) {
    const agreed = consensus.get(patch.id);
    if (!agreed) continue;
    const samples = options.results.filter((r) => r.patchId === patch.id);
    const vote = majorityVote({ labels: samples.map((s) => s.label) });
    if (!vote) continue;
    compared += 1;
    if (vote.label === agreed.label) continue;
    const said = samples.find((s) => s.label === vote.label && s.justification.trim());
    disagreements.push({
      patchId: patch.externalId,
      bugId: patch.bugExternalId,
      judgeLabel: vote.label,
      judgeJustification: said?.justification ?? "",
      consensusLabel: agreed.label,
      consensusNotes: agreed.notes,
      raters: options.ratings
        .filter((r) => r.patchId === patch.id)
        .map((r) => ({ label: r.label, justification: r.justification })),
      diff:
        patch.diff.length > DIFF_EXCERPT_CHARS
          ? `${patch.diff.slice(0, DIFF_EXCERPT_CHARS)}\n… (${patch.diff.length - DIFF_EXCERPT_CHARS} more characters)`
          : patch.diff,
    });
  }
  return { compared, disagreements };
}
