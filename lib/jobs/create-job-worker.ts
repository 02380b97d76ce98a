import { randomUUID } from "node:crypto";

/** What a kind of job (judge calls, rubric drafts) tells the one worker loop. */
export type TJobHooks<J extends { id: string }> = {
  /**
   * Claims up to `limit` due jobs for `workerId` under a lease until `leaseUntil`, to start at
   * once. `held` are the jobs in flight here; `released` those of them that gave back their slot
   * (their external call is over; only their outcome is still being recorded).
   */
  claim: (options: {
    workerId: string;
    limit: number;
    leaseUntil: Date;
    held: readonly J[];
    released: readonly J[];
  }) => Promise<J[]>;
  /**
   * Does one job and records its outcome (done, retry later, failed); throws only when that
   * outcome could not be recorded. It may call `release` once its external call is over, so the
   * slot goes to the next job while the outcome is written (the job stays held, its lease renewed).
   */
  run: (options: { job: J; workerId: string; release: () => void }) => Promise<void>;
  /** Extends the leases of jobs still in flight here. */
  renew: (options: { ids: string[]; workerId: string; leaseUntil: Date }) => Promise<void>;
  /** Hands a job back to the queue (or fails it after its last attempt) with the reason: past its deadline, or its outcome unrecorded. */
  giveUp: (options: { job: J; workerId: string; reason: string }) => Promise<void>;
};

export type TJobWorkerOptions = {
  /** Jobs in flight at once in this worker. */
  maxConcurrent: number;
  /** How long a claimed job stays with this worker without a heartbeat; a dead worker's jobs return after it. */
  leaseMs: number;
  /** How often to look for due jobs when nothing wakes the worker. */
  pollMs: number;
  /** How long one job may run before the worker gives it up and frees its slot. */
  deadlineMs: number;
  onError?: (error: unknown) => void;
};
export type TJobWorker = {
  id: string;
  wake: () => void;
  stop: () => Promise<void>;
  inFlight: () => number;
};

type THeld<J> = { job: J; startedAt: number; work: Promise<void>; released: boolean };

/**
 * The one worker loop behind every kind of background job (leases, heartbeat, deadlines,
 * coalesced wake-ups). It claims only jobs it can start at once; renews the leases of the jobs
 * really in flight; gives up a job still running after `deadlineMs`, or one whose outcome could
 * not be written (e.g. the database was busy), through `giveUp` on the next heartbeat, so its
 * slot is freed and the job goes back to the queue; and claims again whenever a job ends, when
 * woken, and every `pollMs`. `stop` lets the jobs in flight finish (each until its deadline).
 */
export function createJobWorker<J extends { id: string }>(
  options: TJobWorkerOptions & { name: string; hooks: TJobHooks<J> },
): TJobWorker {
  const { hooks, maxConcurrent, leaseMs, pollMs, deadlineMs } = options;
  const id = `${options.name}-${randomUUID()}`;
  const held = new Map<string, THeld<J>>();
  /** Held jobs that released their slot. */
  let releasedCount = 0;
  const orphans = new Map<string, { job: J; reason: string }>();
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;
  const report = options.onError ?? ((err: unknown) => console.error(`${options.name}:`, err));

  function start(job: J): void {
    const entry = { job, startedAt: Date.now(), released: false } as THeld<J>;
    held.set(job.id, entry);
    const release = () => {
      if (entry.released || held.get(job.id) !== entry) return;
      entry.released = true;
      releasedCount++;
      wake();
    };
    entry.work = hooks
      .run({ job, workerId: id, release })
      .catch((err: unknown) => {
        report(err);
        if (held.get(job.id) === entry)
          orphans.set(job.id, {
            job,
            reason: `The worker could not record this attempt: ${err instanceof Error ? err.message : String(err)}`,
          });
      })
      .finally(() => {
        // A job given up at its deadline may have been claimed again by this worker since.
        if (held.get(job.id) === entry) forget(job.id);
        wake();
      });
  }

  /** Drops a held job (its run ended, or it was given up). */
  function forget(jobId: string): void {
    if (held.get(jobId)?.released) releasedCount--;
    held.delete(jobId);
  }

  async function fill(): Promise<void> {
    do {
      again = false;
      if (stopped) return;
      const limit = maxConcurrent - (held.size - releasedCount) - orphans.size;
      if (limit <= 0) continue;
      const entries = [...held.values()];
      const jobs = await hooks.claim({
        workerId: id,
        limit,
        leaseUntil: new Date(Date.now() + leaseMs),
        held: entries.map((h) => h.job),
        released: entries.filter((h) => h.released).map((h) => h.job),
      });
      for (const job of jobs) start(job);
    } while (again);
  }
  let scheduled = false;
  /**
   * Claims after the I/O callbacks of this turn of the event loop, so jobs ending together (or
   * a wake-up among them) share one claim: under load one claim per ended job was the largest
   * database item of the judge worker's profile.
   */
  function wake(): void {
    if (stopped) return;
    if (filling) {
      again = true;
      return;
    }
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (stopped || filling) {
        again ||= Boolean(filling);
        return;
      }
      filling = fill()
        .catch(report)
        .finally(() => {
          filling = null;
          if (again) wake();
        });
    });
  }

  /** Renews the leases of jobs in flight; gives up jobs past their deadline and hands orphans back. */
  async function beat(): Promise<void> {
    const now = Date.now();
    const live: string[] = [];
    for (const [jobId, h] of held) {
      if (now - h.startedAt <= deadlineMs) live.push(jobId);
      else {
        forget(jobId);
        orphans.set(jobId, {
          job: h.job,
          reason: `No answer within the job deadline (${Math.round(deadlineMs / 1000)} s); given up and queued again.`,
        });
      }
    }
    if (live.length > 0)
      await hooks.renew({ ids: live, workerId: id, leaseUntil: new Date(now + leaseMs) });
    for (const [jobId, { job, reason }] of orphans) {
      await hooks.giveUp({ job, workerId: id, reason });
      orphans.delete(jobId);
    }
    wake();
  }
  let beating = false;
  const heartbeat = setInterval(
    () => {
      if (beating) return;
      beating = true;
      beat()
        .catch(report)
        .finally(() => (beating = false));
    },
    Math.max(50, Math.min(Math.floor(leaseMs / 3), 5_000)),
  );
  const poll = setInterval(wake, pollMs);
  poll.unref();
  heartbeat.unref();
  wake();
  return {
    id,
    wake,
    inFlight: () => held.size + orphans.size,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await filling;
      // Let the jobs in flight finish, each until its deadline at most; the ones still out
      // then are given up by the last heartbeat below and go back to the queue.
      const settle = (h: THeld<J>) =>
        Promise.race([
          h.work,
          new Promise((r) => setTimeout(r, Math.max(0, h.startedAt + deadlineMs + 1 - Date.now()))),
        ]);
      await Promise.all([...held.values()].map(settle));
      await beat().catch(report);
      clearInterval(heartbeat);
    },
  };
}
