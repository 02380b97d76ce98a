import { pauseJudgeRun } from "./pause-judge-run";
import { resumeJudgeRun } from "./resume-judge-run";

/** Calls of one run failing in a row, the provider looking down, before the run pauses. */
export const OUTAGE_STREAK = 3;

export type TOutageBreaker = {
  /** A call of the run was answered: the streak ends, and a pause of the run is cleared. */
  answered: (runId: string) => void;
  /**
   * A call of the run failed with the provider looking down (5xx, no connection). Returns when
   * the run's calls resume if the provider is down for the run (this failure is then not the
   * job's: its attempt is not spent), or null while it may still be this job's own error.
   */
  unavailable: (runId: string, reason: string) => Promise<Date | null>;
  /** Whether the run is paused or probing after a pause (its next calls are probes). */
  probing: (runId: string) => boolean;
  /** When the run's calls resume, while it is paused (a call prepared meanwhile is not sent). */
  resumesAt: (runId: string) => Date | null;
};

/**
 * A judge worker's circuit breaker per run: after OUTAGE_STREAK calls in a row of a run failed
 * with the provider looking down, or while the run is paused (by any worker: `pausedUntil` from
 * the runs list), the run pauses (pause-judge-run, doubling) and failed jobs go back to the queue
 * for when it resumes, keeping their attempts; the first answer clears it.
 */
export function createOutageBreaker(options: {
  baseMs: number;
  maxMs: number;
  /** The run's pause as last read (list-active-runs), or null. */
  pausedUntil: (runId: string) => Date | null;
  onError: (error: unknown) => void;
}): TOutageBreaker {
  const { baseMs, maxMs, onError } = options;
  const streaks = new Map<string, number>();
  /** Runs this worker saw paused and has not seen answered since. */
  const paused = new Set<string>();
  /** The pauses this worker learned of when a call failed. */
  const until = new Map<string, Date>();
  return {
    answered(runId) {
      streaks.delete(runId);
      if (!paused.has(runId) && !options.pausedUntil(runId)) return;
      paused.delete(runId);
      until.delete(runId);
      resumeJudgeRun({ runId }).catch(onError);
    },
    async unavailable(runId, reason) {
      const streak = (streaks.get(runId) ?? 0) + 1;
      streaks.set(runId, streak);
      if (streak < OUTAGE_STREAK && !paused.has(runId) && !options.pausedUntil(runId)) return null;
      paused.add(runId);
      const resume = await pauseJudgeRun({ runId, reason, baseMs, maxMs });
      until.set(runId, resume);
      return resume;
    },
    probing: (runId) => paused.has(runId) || options.pausedUntil(runId) !== null,
    resumesAt(runId) {
      const now = Date.now();
      const dates = [until.get(runId), options.pausedUntil(runId)];
      return (
        dates.find((d): d is Date => d !== undefined && d !== null && d.getTime() > now) ?? null
      );
    },
  };
}
