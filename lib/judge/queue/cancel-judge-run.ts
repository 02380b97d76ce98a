import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/**
 * Cancels a queued or running run: its pending jobs become cancelled at once; jobs already
 * in flight finish and keep their results. Nothing is deleted; retry brings them back.
 */
export async function cancelJudgeRun(options: {
  projectId: string;
  runId: string;
  actorId: string | null;
}) {
  const { projectId, runId, actorId } = options;
  return prisma.$transaction(async (tx) => {
    const run = await tx.judgeRun.findFirst({
      where: { id: runId, projectId },
      select: { status: true },
    });
    if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
    if (run.status !== "queued" && run.status !== "running")
      throw new AppError(
        "CONFLICT",
        `This run is ${run.status}; only a queued or running run can be cancelled.`,
      );
    const jobs = await tx.judgeJob.updateMany({
      where: { runId, status: "pending" },
      data: { status: "cancelled" },
    });
    await tx.judgeRun.update({
      where: { id: runId },
      data: { status: "cancelled", finishedAt: new Date() },
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "judge.run.cancel",
      entityType: "JudgeRun",
      entityId: runId,
      before: { status: run.status },
      after: { status: "cancelled", cancelledJobs: jobs.count },
    });
    return { cancelledJobs: jobs.count };
  });
}
