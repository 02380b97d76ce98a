import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { summarizePatchJobs, type TPatchJob } from "./summarize-patch-jobs";

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
      orderBy: [
        { patch: { bug: { externalId: "asc" } } },
        { patch: { externalId: "asc" } },
        { sample: "asc" },
      ],
      select: {
        patchId: true,
        sample: true,
        status: true,
        lastError: true,
        patch: {
          select: {
            externalId: true,
            tool: true,
            bug: { select: { externalId: true, bugType: true } },
          },
        },
        result: {
          select: {
            label: true,
            confidence: true,
            score: true,
            thought: true,
            justification: true,
            cached: true,
          },
        },
      },
    }),
    run.campaignId
      ? prisma.consensus.findMany({
          where: { campaignId: run.campaignId },
          select: { patchId: true, label: true },
        })
      : Promise.resolve([]),
  ]);
  const consensusOf = new Map(
    consensus.map((c) => [
      c.patchId,
      c.label === "VALID" ? ("VALID" as const) : ("INVALID" as const),
    ]),
  );
  const byPatch = new Map<string, { facts: (typeof jobs)[number]["patch"]; jobs: TPatchJob[] }>();
  let hidden = 0;
  for (const job of jobs) {
    if (blinded.has(job.patchId)) {
      if (job.sample === 0) hidden += 1;
      continue;
    }
    const entry = byPatch.get(job.patchId) ?? { facts: job.patch, jobs: [] };
    entry.jobs.push(job);
    byPatch.set(job.patchId, entry);
  }
  const rows = [...byPatch].map(([key, { facts, jobs }]) => ({
    key,
    ...summarizePatchJobs({
      facts: {
        patchId: facts.externalId,
        bugId: facts.bug.externalId,
        bugType: facts.bug.bugType,
        tool: facts.tool,
        consensus: consensusOf.get(key) ?? null,
      },
      jobs,
    }),
  }));
  const disagreements = rows.filter((r) => r.agrees === false).length;
  return {
    rows: options.disagreementsOnly ? rows.filter((r) => r.agrees === false) : rows,
    hidden,
    disagreements,
    hasConsensus: consensusOf.size > 0,
  };
}
export type TJudgeResultsView = Awaited<ReturnType<typeof listJudgeResults>>;
