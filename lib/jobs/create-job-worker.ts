import { randomUUID } from "node:crypto";
import { createTurnTrigger } from "./create-turn-trigger";

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
    /** Held jobs whose external call is over (released). */
    released: readonly J[];
    /** Held jobs claimed ahead, waiting for a slot (oldest first); only with `prefetch`. */
    waiting: readonly J[];
    /** How many jobs per lane may wait for a slot (options.prefetch). */
    prefetch: number;
    /** Held jobs holding a slot (making their call), per lane. */
    calling: ReadonlyMap<string, number>;
  }) => Promise<J[] | TClaimed<J>>;
  /**
   * Does one job and records its outcome (done, retry later, failed); throws only when that
   * outcome could not be recorded. It may call `release` once its external call is over, so the
   * slot goes to the next job while the outcome is written (the job stays held, its lease renewed).
   * A job claimed ahead makes its external call only once `ready()` has resolved (at once for a
   * job claimed with its slot); it may prepare everything else meanwhile.
   */
  run: (options: {
    job: J;
    workerId: string;
    release: () => void;
    ready: () => Promise<void>;
    /**
     * Aborted when the loop gives the job up (past its deadline): its external call must stop
     * then, as the job goes back to the queue and another worker may call for it.
     */
    signal: AbortSignal;
  }) => Promise<void>;
  /** Extends the leases of jobs still in flight here. */
  renew: (options: { ids: string[]; workerId: string; leaseUntil: Date }) => Promise<void>;
  /** Hands a job back to the queue (or fails it after its last attempt) with the reason: past its deadline, or its outcome unrecorded. */
  giveUp: (options: { job: J; workerId: string; reason: string }) => Promise<void>;
};

/**
 * What a claim took: `jobs` start with a slot; `waiting` are claimed ahead and start without
 * one (each gets the slot of a job of its lane that releases or ends); `admit` are waiting jobs
 * that now get a slot. A plain array: every job starts with a slot.
 */
export type TClaimed<J> = { jobs: J[]; waiting?: J[]; admit?: J[] };

export type TJobWorkerOptions = {
  /** Jobs in flight at once in this worker. */
  maxConcurrent: number;
  /**
   * Jobs per lane claimed ahead of a free slot (default 0): prepared while they wait, each takes
   * the slot of a job of its lane the moment that job's call is over, so claiming and preparing
   * the next job are not between one answer and the next request. The claim hook decides how
   * many it takes (it knows the lanes' limits); see TClaimed.
   */
  prefetch?: number;
  /** A job's lane: slots pass only between jobs of one lane (the judge: a run). */
  lane?: (job: unknown) => string;
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

type THeld<J> = {
  job: J;
  startedAt: number;
  work: Promise<void>;
  released: boolean;
  /** Holds a slot: may make (or is making) its external call. */
  slot: boolean;
  /** Claimed ahead: in its lane's queue for a slot. */
  waiting: boolean;
  ready: Promise<void>;
  admit: () => void;
  /** Given up while waiting: its `ready()` rejects, so it never makes its call. */
  abandon: (reason: Error) => void;
  /** Aborts its external call (given up). */
  controller: AbortController;
};
/** How long a job given up mid-call may hold its slot while its aborted call ends. */
const ABORT_GRACE_MS = 5_000;
const READY = Promise.resolve();

const countBy = (keys: string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

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
  const prefetch = options.prefetch ?? 0;
  const laneOf = options.lane ?? (() => "");
  const id = `${options.name}-${randomUUID()}`;
  const held = new Map<string, THeld<J>>();
  /** Held jobs holding a slot. */
  let slots = 0;
  /** Jobs claimed ahead, per lane, oldest first. */
  const queues = new Map<string, THeld<J>[]>();
  /**
   * While a claim is out: slots freed per lane with no job waiting for them. The claim counted
   * their jobs as calls, so jobs it takes ahead in that lane get them (else they could wait with
   * no call left to hand them a slot).
   */
  let spare: Map<string, number> | null = null;
  /** Jobs to hand back, each once `after` (its aborted call ended) when given up mid-call. */
  const orphans = new Map<string, { job: J; reason: string; ended?: () => boolean }>();
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;
  const report = options.onError ?? ((err: unknown) => console.error(`${options.name}:`, err));

  function start(job: J, slot: boolean): void {
    const entry = {
      job,
      startedAt: Date.now(),
      released: false,
      slot,
      waiting: !slot,
      controller: new AbortController(),
    } as THeld<J>;
    if (slot) {
      slots++;
      entry.ready = READY;
      entry.admit = entry.abandon = () => {};
    } else {
      entry.ready = new Promise<void>((resolve, reject) => {
        entry.admit = resolve;
        entry.abandon = reject;
      });
      // Rejected only for a job given up while waiting, which may never have asked.
      entry.ready.catch(() => {});
      const lane = laneOf(job);
      const queue = queues.get(lane);
      if (queue) queue.push(entry);
      else queues.set(lane, [entry]);
    }
    held.set(job.id, entry);
    const release = () => {
      if (entry.released || held.get(job.id) !== entry) return;
      entry.released = true;
      leaveQueue(entry);
      dropSlot(entry);
      wake();
    };
    const ready = () => entry.ready;
    entry.work = hooks
      .run({ job, workerId: id, release, ready, signal: entry.controller.signal })
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

  /** Gives a waiting job the slot (from a claim, or from a job of its lane whose call is over). */
  function admit(entry: THeld<J>): void {
    if (!entry.waiting) return;
    leaveQueue(entry);
    entry.slot = true;
    slots++;
    entry.admit();
  }
  function leaveQueue(entry: THeld<J>): void {
    if (!entry.waiting) return;
    entry.waiting = false;
    const lane = laneOf(entry.job);
    const queue = queues.get(lane) ?? [];
    const at = queue.indexOf(entry);
    if (at >= 0) queue.splice(at, 1);
    if (queue.length === 0) queues.delete(lane);
  }
  /** A job's call is over (or it ended): its slot goes to the oldest job waiting in its lane. */
  function dropSlot(entry: THeld<J>): void {
    if (!entry.slot) return;
    entry.slot = false;
    slots--;
    const lane = laneOf(entry.job);
    const next = queues.get(lane)?.[0];
    if (next) admit(next);
    else spare?.set(lane, (spare.get(lane) ?? 0) + 1);
  }

  /**
   * Drops a held job (its run ended, or it was given up). A job `givenUp` in the middle of its
   * call has the call aborted and keeps its slot until the call has ended (at most
   * ABORT_GRACE_MS): a slot freed at once would start a new call while the provider still
   * answers the old one, one call more than the limit. Returns when the slot is free.
   */
  function forget(jobId: string, givenUp = false): Promise<unknown> | undefined {
    const entry = held.get(jobId);
    if (!entry) return;
    if (entry.waiting) entry.abandon(new Error("Given up before its turn to call."));
    leaveQueue(entry);
    held.delete(jobId);
    if (!givenUp || !entry.slot || entry.released) return void dropSlot(entry);
    entry.controller.abort(new DOMException("Given up past the job deadline.", "AbortError"));
    let grace: NodeJS.Timeout | undefined;
    return Promise.race([
      entry.work,
      new Promise((r) => (grace = setTimeout(r, ABORT_GRACE_MS))),
    ]).finally(() => {
      clearTimeout(grace);
      dropSlot(entry);
      wake();
    });
  }

  async function fill(): Promise<void> {
    do {
      again = false;
      if (stopped) return;
      const limit = Math.max(0, maxConcurrent - slots - orphans.size);
      if (limit <= 0 && prefetch === 0) continue;
      const entries = [...held.values()];
      spare = new Map();
      let claimed: Awaited<ReturnType<TJobHooks<J>["claim"]>>;
      try {
        claimed = await hooks.claim({
          workerId: id,
          limit,
          leaseUntil: new Date(Date.now() + leaseMs),
          held: entries.map((h) => h.job),
          released: entries.filter((h) => h.released).map((h) => h.job),
          waiting: [...queues.values()].flat().map((h) => h.job),
          prefetch,
          calling: countBy(entries.filter((h) => h.slot).map((h) => laneOf(h.job))),
        });
      } catch (error) {
        spare = null;
        throw error;
      }
      const freed = spare;
      spare = null;
      const {
        jobs,
        waiting = [],
        admit: admitted = [],
      } = Array.isArray(claimed) ? { jobs: claimed } : claimed;
      // A job admitted meanwhile (a slot of its lane freed) keeps that one; this slot goes unused.
      for (const job of admitted) {
        const entry = held.get(job.id);
        if (entry) admit(entry);
      }
      for (const job of jobs) start(job, true);
      for (const job of waiting) {
        const lane = laneOf(job);
        const slots = freed.get(lane) ?? 0;
        if (slots > 0) freed.set(lane, slots - 1);
        start(job, slots > 0);
      }
    } while (again);
  }
  const fillAfterTurn = createTurnTrigger({
    run: () => {
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
    },
  });
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
    fillAfterTurn();
  }

  /** Renews the leases of jobs in flight; gives up jobs past their deadline and hands orphans back. */
  async function beat(): Promise<void> {
    const now = Date.now();
    const live: string[] = [];
    // Jobs waiting for a slot first: a slot freed here must not go to a job given up with it.
    const entries = [...held].sort(([, a], [, b]) => Number(b.waiting) - Number(a.waiting));
    for (const [jobId, h] of entries) {
      if (now - h.startedAt <= deadlineMs) live.push(jobId);
      else {
        const after = forget(jobId, true);
        let over = !after;
        void after?.finally(() => (over = true));
        orphans.set(jobId, {
          job: h.job,
          reason: `No answer within the job deadline (${Math.round(deadlineMs / 1000)} s); given up and queued again.`,
          ended: () => over,
        });
      }
    }
    // A job given up mid-call stays leased here until its aborted call is over.
    for (const [jobId, o] of orphans) if (o.ended && !o.ended()) live.push(jobId);
    if (live.length > 0)
      await hooks.renew({ ids: live, workerId: id, leaseUntil: new Date(now + leaseMs) });
    for (const [jobId, { job, reason, ended }] of orphans) {
      // Back to the queue (where any worker may call for it) only once its own call is over:
      // a later heartbeat hands it back.
      if (ended && !ended()) continue;
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
