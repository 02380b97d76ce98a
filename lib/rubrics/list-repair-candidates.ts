import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { findRepairDisagreements } from "./find-repair-disagreements";

export type TRepairCandidate = {
  runId: string;
  runName: string;
  campaignId: string | null;
  campaignName: string | null;
  compared: number;
  disagreements: number;
  /** Why this run cannot be compared (no revealed campaign with a consensus), or null. */
  problem: string | null;
};

/**
 * The judge runs with results on a bug's patches (newest first, at most 20), each with how many
 * of them disagree with the revealed consensus find-repair-disagreements would compare it to:
 * what the rubric page's "Propose repair from disagreements" button offers.
 */
export async function listRepairCandidates(options: {
  projectId: string;
  bugExternalId: string;
  userId: string | null;
}): Promise<TRepairCandidate[]> {
  const { projectId, bugExternalId, userId } = options;
  const bug = await prisma.bug.findFirst({
    where: { projectId, externalId: bugExternalId },
    select: { id: true },
  });
  if (!bug) throw notFound(`Bug ${bugExternalId}`);
  const runs = await prisma.judgeRun.findMany({
    where: { projectId, results: { some: { patch: { bugId: bug.id } } } },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: { id: true, config: { select: { name: true, version: true } } },
  });
  const out: TRepairCandidate[] = [];
  for (const run of runs) {
    const runName = `${run.config.name} v${run.config.version}`;
    try {
      const e = await findRepairDisagreements({ projectId, bugExternalId, runId: run.id, userId });
      out.push({
        runId: run.id,
        runName,
        campaignId: e.campaign.id,
        campaignName: e.campaign.name,
        compared: e.compared,
        disagreements: e.disagreements.length,
        problem: null,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({
        runId: run.id,
        runName,
        campaignId: null,
        campaignName: null,
        compared: 0,
        disagreements: 0,
        problem: err.message,
      });
    }
  }
  return out;
}
