import { formatDuration } from "./format-duration";
import { countNoun } from "@/lib/text/count-noun";

export type TRunStall = { reason: "no-worker" | "no-progress"; idleMs: number; message: string };

/** Due work nobody takes is noticed sooner than slow calls: a live worker claims within a second. */
const NO_WORKER_AFTER_MS = 30_000;

/**
 * Whether an open run has stalled, from its counts and times (pure). Not a stall: a closed run,
 * one with nothing left, or one whose jobs all wait for a retry's backoff (`waitingUntil`).
 * "no-worker": due jobs and none in flight for a while; "no-progress": jobs held by workers
 * but no result for longer than `stallAfterMs` (the job deadline plus a margin).
 */
export function detectRunStall(options: {
  status: string;
  pending: number;
  running: number;
  liveRunning: number;
  lastProgressAt: Date;
  nextAttemptAt: Date | null;
  now: Date;
  stallAfterMs: number;
}): { stall: TRunStall | null; waitingUntil: Date | null } {
  const {
    status,
    pending,
    running,
    liveRunning,
    lastProgressAt,
    nextAttemptAt,
    now,
    stallAfterMs,
  } = options;
  if ((status !== "queued" && status !== "running") || pending + running === 0)
    return { stall: null, waitingUntil: null };
  const waitingUntil =
    liveRunning === 0 && pending > 0 && nextAttemptAt && nextAttemptAt > now ? nextAttemptAt : null;
  if (waitingUntil) return { stall: null, waitingUntil };
  const idleMs = now.getTime() - lastProgressAt.getTime();
  const idle = formatDuration({ seconds: Math.round(idleMs / 1000) });
  if (liveRunning === 0 && idleMs >= Math.min(NO_WORKER_AFTER_MS, stallAfterMs)) {
    return {
      stall: {
        reason: "no-worker",
        idleMs,
        message: `Stalled: no worker has taken this run's jobs for ${idle}. Start one: npm start, or npx rubricate worker.`,
      },
      waitingUntil,
    };
  }
  if (liveRunning > 0 && idleMs >= stallAfterMs) {
    return {
      stall: {
        reason: "no-progress",
        idleMs,
        message: `Stalled: no result for ${idle} while ${countNoun({ count: liveRunning, one: "job" })} ${countNoun({ count: liveRunning, one: "is", other: "are", withCount: false })} held by workers; each is given up at its deadline and queued again.`,
      },
      waitingUntil,
    };
  }
  return { stall: null, waitingUntil };
}
