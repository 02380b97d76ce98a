import { listAgreementOptions } from "@/lib/agreement/list-agreement-options";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { RESULT_JOB_SELECT, groupResultRows } from "@/lib/judge/results/group-result-rows";
import type { TJudgeExportRow } from "@/lib/judge/results/schemas-export";
import type { TGetRunComparisonResponse } from "./research-api.types";
import { loadConsensusLabels } from "./load-consensus-labels";
import type { TCompareRunsQuery } from "./schemas";
import { summarizeRunComparison } from "./summarize-run-comparison";
import type { TVerdict } from "./types";

type TSide = TGetRunComparisonResponse["patches"][number]["a"];

/** A run's side of one patch: the majority verdict and the justification of a sample that gave it. */
function sideOf(row: Omit<TJudgeExportRow, "consensusChanges"> | undefined): TSide {
  if (!row)
    return { label: null, status: "missing", confidence: null, justification: null, error: null };
  const label = row.label;
  const sample = row.samples.find((s) => s.label === row.label) ?? row.samples[0];
  return {
    label,
    status: row.status,
    confidence: row.confidence,
    justification: sample?.justification ?? null,
    error: row.error,
  };
}

/**
 * Two judge runs (internal or imported) of one project side by side on the patches both hold:
 * per patch each run's majority verdict, confidence and justification and the consensus of
 * `campaignId` (default: the campaign both runs are linked to, if they share one past labelling),
 * then the verdict 2×2 with McNemar's exact test and, against the consensus, each run's κ and
 * accuracy, McNemar on which run is right and the bootstrap A − B differences
 * (summarize-run-comparison). A run's verdict is the majority of its finished samples, as in the
 * research tables; a patch with none (failed, pending, cancelled) is listed, not counted. Patches the viewer is still labelling
 * are left out of everything and counted as `hidden` (`viewerId` null: the CLI, nobody's).
 * A run of another project, or without results, is not found (404); the same run twice is 422;
 * two runs with no patch in common give an empty comparison.
 */
export async function compareTwoRuns(options: {
  projectId: string;
  viewerId: string | null;
  query: Omit<TCompareRunsQuery, "format" | "flipped">;
}): Promise<TGetRunComparisonResponse> {
  const { projectId, viewerId, query } = options;
  if (query.runA === query.runB)
    throw new AppError("INVALID_INPUT", "runB: choose a different run from run A.");
  const { campaigns, runs } = await listAgreementOptions({ projectId, viewerId });
  const [runA, runB] = [query.runA, query.runB].map((id) => {
    const run = runs.find((r) => r.id === id);
    if (!run)
      throw new AppError(
        "NOT_FOUND",
        `Judge run ${id} was not found in this project, or has no results yet.`,
      );
    return run;
  }) as [(typeof runs)[number], (typeof runs)[number]];
  const shared = runA.campaignId !== null && runA.campaignId === runB.campaignId;
  const campaign = query.campaign
    ? campaigns.find((c) => c.id === query.campaign)
    : shared
      ? campaigns.find((c) => c.id === runA.campaignId)
      : undefined;
  if (query.campaign && !campaign)
    throw new AppError("NOT_FOUND", "Campaign not found, or still labelling.");
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const [firstA, firstB, consensus] = await Promise.all([
    firstSamples(runA.id),
    firstSamples(runB.id),
    campaign
      ? loadConsensusLabels({ projectId, campaignId: campaign.id, missing: query.missing, hidden })
      : Promise.resolve(new Map<string, TVerdict>()),
  ]);
  const inB = new Set(firstB);
  const common = firstA.filter((id) => inB.has(id));
  const visible = common.filter((id) => !hidden.has(id));
  const jobs = (
    await forChunks({
      items: visible,
      run: (ids) =>
        prisma.judgeJob.findMany({
          where: { runId: { in: [runA.id, runB.id] }, patchId: { in: ids } },
          orderBy: [{ patchId: "asc" }, { sample: "asc" }],
          select: { ...RESULT_JOB_SELECT, runId: true },
        }),
    })
  ).flat();
  const rowsOf = (runId: string) =>
    new Map(
      groupResultRows({
        jobs: jobs.filter((j) => j.runId === runId),
        blinded: hidden,
        consensus,
      }).rows.map(({ key, ...row }) => [key, row]),
    );
  const [rowsA, rowsB] = [rowsOf(runA.id), rowsOf(runB.id)];
  const patches = visible.map((key) => {
    const rowA = rowsA.get(key);
    const a = sideOf(rowA);
    const b = sideOf(rowsB.get(key));
    const truth = consensus.get(key) ?? null;
    const both = a.label !== null && b.label !== null;
    const rightA = a.label === truth;
    const rightB = b.label === truth;
    return {
      key,
      patchId: rowA?.patchId ?? rowsB.get(key)?.patchId ?? key,
      bugId: rowA?.bugId ?? rowsB.get(key)?.bugId ?? "",
      a,
      b,
      consensus: truth,
      flipped: both && a.label !== b.label,
      agrees:
        !both || truth === null
          ? null
          : rightA && rightB
            ? ("both" as const)
            : rightA
              ? ("A" as const)
              : rightB
                ? ("B" as const)
                : ("neither" as const),
    };
  });
  const bootstrap = { seed: query.seed, replicates: query.replicates, level: 0.95 };
  const summary = summarizeRunComparison({
    patches: patches.map((p) => ({
      a: p.a.label,
      b: p.b.label,
      consensus: p.consensus,
      group: p.bugId,
    })),
    bootstrap,
  });
  const describe = (r: typeof runA) => ({
    id: r.id,
    label: r.label,
    origin: r.origin,
    status: r.status,
  });
  return {
    runA: describe(runA),
    runB: describe(runB),
    campaign: campaign ? { id: campaign.id, name: campaign.name } : null,
    campaigns: campaigns.map((c) => ({ id: c.id, name: c.name })),
    hidden: common.length - visible.length,
    missing: [...query.missing],
    bootstrap,
    summary,
    patches,
  };
}

/** A run's patches in result order (bug, then patch): every patch of a run has a sample 0. */
async function firstSamples(runId: string): Promise<string[]> {
  const rows = await prisma.judgeJob.findMany({
    where: { runId, sample: 0 },
    orderBy: [{ position: "asc" }, { patchId: "asc" }],
    select: { patchId: true },
  });
  return rows.map((r) => r.patchId);
}
