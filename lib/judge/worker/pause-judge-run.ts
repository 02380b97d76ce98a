import { prisma } from "@/lib/db/client";

/**
 * Pauses a run's calls because its provider failed every call the same way: no worker claims
 * its jobs before `pausedUntil` (list-active-runs). Each pause not cleared by an answer since the
 * last one is twice as long as that one (from `baseMs`, at most `maxMs`), so a long outage costs a
 * few probing calls, not thousands. A conditional write on the pause read: of workers pausing at
 * once one wins, and the others get its pause. Returns when the run's calls resume.
 */
export async function pauseJudgeRun(options: {
  runId: string;
  reason: string;
  baseMs: number;
  maxMs: number;
  now?: Date;
}): Promise<Date> {
  const { runId, reason, baseMs, maxMs } = options;
  const now = options.now ?? new Date();
  for (let tries = 0; ; tries++) {
    const run = await prisma.judgeRun.findUnique({
      where: { id: runId },
      select: { pausedAt: true, pausedUntil: true },
    });
    if (!run) return now;
    // Paused already (by another worker, or by this one for a call that went out before it).
    if (run.pausedUntil && run.pausedUntil > now) return run.pausedUntil;
    const last =
      run.pausedAt && run.pausedUntil ? run.pausedUntil.getTime() - run.pausedAt.getTime() : 0;
    const until = new Date(now.getTime() + Math.min(maxMs, last > 0 ? last * 2 : baseMs));
    const { count } = await prisma.judgeRun.updateMany({
      where: { id: runId, pausedUntil: run.pausedUntil },
      data: { pausedAt: now, pausedUntil: until, pauseReason: reason.slice(0, 500) },
    });
    if (count === 1 || tries >= 3) return until;
  }
}
