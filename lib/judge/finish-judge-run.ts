import { prisma } from "@/lib/db/client";

/**
 * Closes a run once none of its jobs is pending or running: "completed" when at least one
 * job has a result (failed ones are counted on the run page and can be retried), "failed"
 * when every job failed.
 */
export async function finishJudgeRun(options: { runId: string; now?: Date }): Promise<boolean> {
  const { runId } = options;
  const grouped = await prisma.judgeJob.groupBy({ by: ["status"], where: { runId }, _count: { _all: true } });
  const count = (status: string) => grouped.find((g) => g.status === status)?._count._all ?? 0;
  if (count("pending") + count("running") > 0) return false;
  const status = count("done") === 0 && count("failed") > 0 ? "failed" : "completed";
  const updated = await prisma.judgeRun.updateMany({ where: { id: runId, status: { in: ["queued", "running"] } }, data: { status, finishedAt: options.now ?? new Date() } });
  return updated.count === 1;
}
