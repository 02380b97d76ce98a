import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { buildPolicyReport } from "./build-policy-report";
import { describeSuccessCriterion } from "./describe-success-criterion";
import { loadBugScores } from "./load-bug-scores";
import { listPolicyOptions } from "./list-policy-options";
import { loadPolicyData } from "./load-policy-data";
import type { TPolicyEvaluation } from "./policies-api.types";
import type { TPolicyQuery, TSuccessCriterion } from "./schemas";

/**
 * The policy page for one judge run (the newest with results by default) under a success
 * criterion: every policy's metrics, filtered success@k, PR curves and calibration (see
 * buildPolicyReport). Patches the viewer is still labelling somewhere are left out and counted
 * (`viewerId` null: nobody's, for the CLI). The consensus criterion, asked for or the project's
 * default, uses the campaign asked for, else the project's saved one, else the newest campaign
 * past labelling. The policy API, its export and `rubricate policy` all answer from here.
 */
export async function getPolicyEvaluation(options: {
  projectId: string;
  viewerId: string | null;
  query: TPolicyQuery;
}): Promise<TPolicyEvaluation> {
  const { projectId, viewerId, query } = options;
  const { runs, campaigns } = await listPolicyOptions({ projectId });
  const project = await prisma.project.findUniqueOrThrow({
    where: { id: projectId },
    select: { successCriterion: true, successCampaignId: true, successRunId: true },
  });
  const criterion = (query.success ?? project.successCriterion) as TSuccessCriterion;
  const run = query.runId ? runs.find((r) => r.id === query.runId) : runs[0];
  if (query.runId && !run)
    throw new AppError(
      "NOT_FOUND",
      `Judge run ${query.runId} was not found in this project, or has no results yet.`,
    );
  // Consensus, asked for or the project's default: the campaign asked for, else the project's
  // saved one, else the newest past labelling.
  const campaignId =
    criterion === "consensus"
      ? (query.campaignId ?? project.successCampaignId ?? campaigns[0]?.id ?? null)
      : null;
  if (campaignId && !campaigns.some((c) => c.id === campaignId))
    throw new AppError("NOT_FOUND", "Campaign not found, or still labelling.");
  const referenceRunId =
    criterion === "judge" ? (query.referenceRunId ?? project.successRunId ?? null) : null;
  if (criterion === "judge" && !referenceRunId)
    throw new AppError(
      "INVALID_INPUT",
      "The judge success criterion needs a reference run (referenceRunId).",
    );
  if (referenceRunId && referenceRunId === run?.id)
    throw new AppError(
      "INVALID_INPUT",
      "A run cannot be its own success criterion (referenceRunId).",
    );
  const reference = referenceRunId ? runs.find((r) => r.id === referenceRunId) : undefined;
  if (referenceRunId && !reference)
    throw new AppError(
      "NOT_FOUND",
      `Reference judge run ${referenceRunId} was not found, or has no results.`,
    );
  // Whether what is shown is the project's default (asked for explicitly or not).
  const projectDefault =
    criterion === project.successCriterion &&
    (criterion !== "consensus" || campaignId === project.successCampaignId) &&
    (criterion !== "judge" || referenceRunId === project.successRunId);
  const label = describeSuccessCriterion({
    criterion,
    campaignName: campaigns.find((c) => c.id === campaignId)?.name ?? null,
    referenceLabel: reference?.label ?? null,
  });
  const { representation, available, scoredBy, bugScores } = await loadBugScores({
    projectId,
    representation: query.abstention,
  });
  const abstention = { representation, available, scoredBy };
  const base = {
    runs,
    campaigns,
    run: run ?? null,
    success: { criterion, projectDefault, label, campaignId, referenceRunId },
    percentiles: query.percentiles,
    tau: query.tau,
    abstention,
  };
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const empty = { judged: 0, evaluated: 0, withoutOutcome: 0, hidden: 0, bugs: 0, scoredBugs: 0 };
  if (!run || (criterion === "consensus" && !campaignId)) {
    const report = buildPolicyReport({
      data: {
        bugCount: 0,
        patchBug: new Int32Array(0),
        success: new Uint8Array(0),
        valid: new Uint8Array(0),
        confidence: new Float64Array(0),
        bugScore: null,
      },
      percentiles: query.percentiles,
      tau: query.tau,
      maxK: query.k,
      bins: query.bins,
    });
    return { ...base, ...report, counts: empty };
  }
  const { data, judged, withoutOutcome } = await loadPolicyData({
    projectId,
    runId: run.id,
    criterion,
    campaignId,
    referenceRunId,
    hidden,
    bugScores,
  });
  const report = buildPolicyReport({
    data,
    percentiles: query.percentiles,
    tau: query.tau,
    maxK: query.k,
    bins: query.bins,
  });
  const hiddenInRun = hidden.size === 0 ? 0 : await countHidden({ runId: run.id, hidden });
  return {
    ...base,
    ...report,
    counts: {
      judged,
      evaluated: data.patchBug.length,
      withoutOutcome,
      hidden: hiddenInRun,
      bugs: data.bugCount,
      scoredBugs: data.bugScore ? data.bugScore.filter((s) => !Number.isNaN(s)).length : 0,
    },
  };
}

async function countHidden(options: { runId: string; hidden: ReadonlySet<string> }) {
  const rows = await prisma.judgeResult.findMany({
    where: { runId: options.runId },
    select: { patchId: true },
    distinct: ["patchId"],
  });
  return rows.filter((r) => options.hidden.has(r.patchId)).length;
}
