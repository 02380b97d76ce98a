import { prisma } from "@/lib/db/client";

/**
 * Closes a run once none of its jobs is pending or running: "completed" when at least one
 * job has a result (failed ones are counted on the run page and can be retried), "failed"
 * when every job failed.
 */
export async function finishJudgeRun(options: { runId: string; now?: Date }): Promise<boolean> {
  const { runId } = options;
  const open = await prisma.judgeJob.count({ where: { runId, status: { in: ["pending", "running"] } } });
  if (open > 0) return false;
  const done = await prisma.judgeJob.count({ where: { runId, status: "done" } });
  const failed = done === 0 && (await prisma.judgeJob.count({ where: { runId, status: "failed" } })) > 0;
  const updated = await prisma.judgeRun.updateMany({ where: { id: runId, status: { in: ["queued", "running"] } }, data: { status: failed ? "failed" : "completed", finishedAt: options.now ?? new Date() } });
  return updated.count === 1;
}
