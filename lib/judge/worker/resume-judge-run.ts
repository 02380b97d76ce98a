import { prisma } from "@/lib/db/client";

/** Clears a run's pause (pause-judge-run): its provider answered again. */
export async function resumeJudgeRun(options: { runId: string }): Promise<void> {
  await prisma.judgeRun.updateMany({
    where: { id: options.runId, pausedUntil: { not: null } },
    data: { pausedAt: null, pausedUntil: null, pauseReason: null },
  });
}
