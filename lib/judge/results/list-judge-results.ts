import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { RESULT_JOB_ORDER, RESULT_JOB_SELECT, groupResultRows } from "./group-result-rows";

/**
 * A run's results, one row per patch (key = internal patch id) in bug then patch order,
 * with the consensus of the run's campaign where it has one. Patches the viewer is still
 * labelling in some campaign are left out and only counted (`hidden`): raters stay blind.
 */
export async function listJudgeResults(options: {
  projectId: string;
  runId: string;
  viewerId: string;
  disagreementsOnly?: boolean;
}) {
  const { projectId, runId, viewerId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { campaignId: true },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const [blinded, jobs, consensus] = await Promise.all([
    listBlindedPatchIds({ projectId, userId: viewerId }),
    prisma.judgeJob.findMany({
      where: { runId },
      orderBy: [...RESULT_JOB_ORDER],
      select: RESULT_JOB_SELECT,
    }),
    run.campaignId
      ? prisma.consensus.findMany({
          where: { campaignId: run.campaignId },
          select: { patchId: true, label: true },
        })
      : Promise.resolve([]),
  ]);
  const { rows, hidden } = groupResultRows({ jobs, blinded, consensus });
  const disagreements = rows.filter((r) => r.agrees === false).length;
  return {
    rows: options.disagreementsOnly ? rows.filter((r) => r.agrees === false) : rows,
    hidden,
    disagreements,
    hasConsensus: consensus.length > 0,
  };
}
export type TJudgeResultsView = Awaited<ReturnType<typeof listJudgeResults>>;
