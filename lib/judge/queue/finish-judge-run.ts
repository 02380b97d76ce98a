import { prisma } from "@/lib/db/client";

/**
 * Closes a run once none of its jobs is pending or running: "completed" when every job has a
 * result, "completed_with_failures" when some failed (they can be retried), "failed" when none
 * has a result.
 */
export async function finishJudgeRun(options: { runId: string; now?: Date }): Promise<boolean> {
  const { runId } = options;
  const grouped = await prisma.judgeJob.groupBy({
    by: ["status"],
    where: { runId },
    _count: { _all: true },
  });
  const count = (status: string) => grouped.find((g) => g.status === status)?._count._all ?? 0;
  if (count("pending") + count("running") > 0) return false;
  const status =
    count("failed") === 0
      ? "completed"
      : count("done") === 0
        ? "failed"
        : "completed_with_failures";
  const updated = await prisma.judgeRun.updateMany({
    where: { id: runId, status: { in: ["queued", "running"] } },
    data: { status, finishedAt: options.now ?? new Date() },
  });
  return updated.count === 1;
}
