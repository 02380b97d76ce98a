import { prisma } from "@/lib/db/client";

/** Marks a running run completed once none of its jobs is pending or running. */
export async function finishJudgeRun(options: { runId: string; now?: Date }): Promise<boolean> {
  const { runId } = options;
  const open = await prisma.judgeJob.count({ where: { runId, status: { in: ["pending", "running"] } } });
  if (open > 0) return false;
  const updated = await prisma.judgeRun.updateMany({ where: { id: runId, status: { in: ["queued", "running"] } }, data: { status: "completed", finishedAt: options.now ?? new Date() } });
  return updated.count === 1;
}
