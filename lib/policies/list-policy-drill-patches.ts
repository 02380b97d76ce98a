import { AppError } from "@/lib/errors/app-error";
import { describeSuccessCriterion } from "./describe-success-criterion";
import { listPolicyOptions } from "./list-policy-options";
import { loadBugScores } from "./load-bug-scores";
import { loadPolicyData } from "./load-policy-data";
import { markPolicyPatches } from "./mark-policy-patches";
import { namePolicy } from "./name-policy";
import { POLICY_OUTCOME_CAPTIONS } from "./policy-outcomes";
import { selectPolicyOutcome } from "./select-policy-outcome";
import type { TPolicyDrill } from "./types";

/**
 * The patches behind one count cell of the policy table (the patch table's `decision`
 * parameter), evaluated exactly as the policy page counts it: the same run data under the same
 * success criterion (loadPolicyData, without the `hidden` patches the viewer is still
 * labelling), the same abstention scores (loadBugScores), the same decisions
 * (markPolicyPatches, which evaluatePolicy counts) and the outcome (selectPolicyOutcome), with a
 * caption naming them ("Policy validation p90 over RUN against tests pass: patches shown"). A
 * run without results, a campaign still labelling or a missing reference run is not found.
 */
export async function listPolicyDrillPatches(options: {
  projectId: string;
  hidden: ReadonlySet<string>;
  drill: TPolicyDrill;
}): Promise<{ patchIds: Set<string>; caption: string }> {
  const { projectId, hidden, drill } = options;
  const { runs, campaigns } = await listPolicyOptions({ projectId });
  const run = runs.find((r) => r.id === drill.runId);
  if (!run)
    throw new AppError(
      "NOT_FOUND",
      `decision: judge run ${drill.runId} was not found in this project, or has no results yet.`,
    );
  const campaign = drill.campaignId ? campaigns.find((c) => c.id === drill.campaignId) : null;
  if (drill.campaignId && !campaign)
    throw new AppError(
      "NOT_FOUND",
      `decision: campaign ${drill.campaignId} was not found, or is still labelling.`,
    );
  const reference = drill.referenceRunId ? runs.find((r) => r.id === drill.referenceRunId) : null;
  if (drill.referenceRunId && (!reference || drill.referenceRunId === drill.runId))
    throw new AppError(
      "NOT_FOUND",
      `decision: reference run ${drill.referenceRunId} was not found, has no results, or is the run itself.`,
    );
  const { bugScores } = await loadBugScores({
    projectId,
    representation: drill.abstention?.scores ?? "none",
  });
  const { data, patchIds } = await loadPolicyData({
    projectId,
    runId: run.id,
    criterion: drill.success,
    campaignId: drill.campaignId,
    referenceRunId: drill.referenceRunId,
    hidden,
    bugScores,
  });
  const policy = {
    validation: drill.validation,
    abstention: drill.abstention ? { tau: drill.abstention.tau } : null,
  };
  const marks = markPolicyPatches({ data, policy });
  const mask = selectPolicyOutcome({ data, marks, outcome: drill.outcome });
  const selected = new Set<string>();
  mask.forEach((m, i) => m && selected.add(patchIds[i]!));
  const success = describeSuccessCriterion({
    criterion: drill.success,
    campaignName: campaign?.name ?? null,
    referenceLabel: reference?.label ?? null,
  });
  const scores = drill.abstention ? ` (${drill.abstention.scores} scores)` : "";
  return {
    patchIds: selected,
    caption: `Policy ${namePolicy({ policy }).name}${scores} over ${run.label} against ${success}: ${POLICY_OUTCOME_CAPTIONS[drill.outcome]}`,
  };
}
