import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/**
 * Queues a run's failed and cancelled jobs again (all of them, or one patch's) with fresh
 * attempts, and reopens the run. Jobs with a result are never redone.
 */
export async function retryJudgeJobs(options: {
  projectId: string;
  runId: string;
  actorId: string | null;
  patchId?: string;
}) {
  const { projectId, runId, actorId, patchId } = options;
  return prisma.$transaction(async (tx) => {
    const run = await tx.judgeRun.findFirst({
      where: { id: runId, projectId },
      select: { status: true },
    });
    if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
    const jobs = await tx.judgeJob.updateMany({
      where: { runId, status: { in: ["failed", "cancelled"] }, ...(patchId ? { patchId } : {}) },
      data: {
        status: "pending",
        attempts: 0,
        lastError: null,
        nextAttemptAt: new Date(),
        leaseUntil: null,
        workerId: null,
      },
    });
    if (jobs.count === 0)
      throw new AppError(
        "CONFLICT",
        patchId
          ? "This patch has no failed or cancelled job to retry."
          : "This run has no failed or cancelled job to retry.",
      );
    await tx.judgeRun.update({
      where: { id: runId },
      // A fresh start: a pause from an earlier outage does not carry over.
      data: {
        status: "running",
        finishedAt: null,
        pausedAt: null,
        pausedUntil: null,
        pauseReason: null,
      },
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "judge.run.retry",
      entityType: "JudgeRun",
      entityId: runId,
      before: { status: run.status },
      after: { requeued: jobs.count, patchId: patchId ?? null },
    });
    return { requeued: jobs.count };
  });
}
