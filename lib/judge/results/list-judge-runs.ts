import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";

/** A project's judge runs, newest first, with their configuration and job counts. */
export async function listJudgeRuns(options: { projectId: string }) {
  const runs = await prisma.judgeRun.findMany({
    where: { projectId: options.projectId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      status: true,
      total: true,
      skipped: true,
      origin: true,
      source: true,
      createdAt: true,
      finishedAt: true,
      config: {
        select: { name: true, version: true, provider: true, model: true, reference: true },
      },
      campaign: { select: { id: true, name: true } },
      ruleSet: { select: { version: true } },
    },
  });
  const grouped = (
    await forChunks({
      items: runs.map((r) => r.id),
      run: (ids) =>
        prisma.judgeJob.groupBy({
          by: ["runId", "status"],
          where: { runId: { in: ids } },
          _count: { _all: true },
        }),
    })
  ).flat();
  const count = (runId: string, status: string) =>
    grouped.find((g) => g.runId === runId && g.status === status)?._count._all ?? 0;
  return runs.map(({ ruleSet, ...r }) => ({
    ...r,
    rulesVersion: ruleSet?.version ?? null,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    done: count(r.id, "done"),
    failed: count(r.id, "failed"),
  }));
}
