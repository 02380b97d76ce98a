import { describe, expect, it } from "vitest";
import { until } from "@/lib/test/spawn-worker";
import { createJobWorker, type TJobHooks } from "./create-job-worker";

type TJob = { id: string };

/** An in-memory queue: jobs finish when the test releases them (or never), every hook call recorded. */
function fakeQueue(ids: string[]) {
  const queue = [...ids];
  const release = new Map<string, (fail?: boolean) => void>();
  const calls = {
    claimed: [] as string[],
    renewed: [] as string[][],
    givenUp: [] as { id: string; reason: string }[],
    peak: 0,
    running: 0,
  };
  const hooks: TJobHooks<TJob> = {
    async claim({ limit }) {
      const jobs = queue.splice(0, limit).map((id) => ({ id }));
      calls.claimed.push(...jobs.map((j) => j.id));
      return jobs;
    },
    run({ job, signal }) {
      calls.running += 1;
      calls.peak = Math.max(calls.peak, calls.running);
      return new Promise<void>((resolve, reject) => {
        let over = false;
        const end = (error?: Error) => {
          if (over) return;
          over = true;
          calls.running -= 1;
          if (error) reject(error);
          else resolve();
        };
        // As an HTTP call does: an abort ends it.
        signal.addEventListener("abort", () => end(new Error("aborted")));
        release.set(job.id, (fail) => end(fail ? new Error("database is locked") : undefined));
      });
    },
    async renew({ ids }) {
      calls.renewed.push([...ids].sort());
    },
    async giveUp({ job, reason }) {
      calls.givenUp.push({ id: job.id, reason });
    },
  };
  return { hooks, calls, release, queue };
}
const settings = { maxConcurrent: 2, leaseMs: 150, pollMs: 20, onError: () => {} };

describe("createJobWorker", () => {
  it("gives a released job's slot to the next job while the released one is still being recorded", async () => {
    const q = fakeQueue(["a", "b", "c"]);
    const released: string[][] = [];
    let releaseA: () => void = () => {};
    const hooks: TJobHooks<TJob> = {
      ...q.hooks,
      async claim(options) {
        released.push(options.released.map((j) => j.id));
        return q.hooks.claim(options);
      },
      run(options) {
        if (options.job.id === "a") releaseA = options.release;
        return q.hooks.run(options);
      },
    };
    const worker = createJobWorker({
      name: "t",
      ...settings,
      maxConcurrent: 1,
      deadlineMs: 60_000,
      hooks,
    });
    await until(async () => q.calls.claimed.length === 1, 2_000);
    // Only one slot: nothing more is claimed while "a" holds it.
    await new Promise((r) => setTimeout(r, 60));
    expect(q.calls.claimed).toEqual(["a"]);
    releaseA();
    releaseA(); // a second release changes nothing
    await until(async () => q.calls.claimed.length === 2, 2_000);
    expect(released.at(-1)).toEqual(["a"]);
    // "a" is still held (its outcome is being written): its lease is renewed, and it counts as in flight.
    expect(worker.inFlight()).toBe(2);
    await until(async () => q.calls.renewed.some((ids) => ids.includes("a")), 2_000);
    // "b" has the one slot: "c" waits for it, not for "a".
    await new Promise((r) => setTimeout(r, 60));
    expect(q.calls.claimed).toEqual(["a", "b"]);
    q.release.get("a")!();
    await new Promise((r) => setTimeout(r, 60));
    expect(q.calls.claimed).toEqual(["a", "b"]);
    q.release.get("b")!();
    await until(async () => q.calls.claimed.length === 3, 2_000);
    q.release.get("c")!();
    await worker.stop();
    expect(worker.inFlight()).toBe(0);
  });

  it("holds at most maxConcurrent jobs and claims the next as soon as one ends", async () => {
    const q = fakeQueue(["a", "b", "c", "d"]);
    const worker = createJobWorker({ name: "t", ...settings, deadlineMs: 60_000, hooks: q.hooks });
    await until(async () => q.calls.claimed.length === 2, 2_000);
    expect(worker.inFlight()).toBe(2);
    q.release.get("a")!();
    await until(async () => q.calls.claimed.length === 3, 2_000);
    for (const id of ["b", "c"]) q.release.get(id)!();
    await until(async () => q.calls.claimed.length === 4, 2_000);
    q.release.get("d")!();
    await worker.stop();
    expect(q.calls.peak).toBe(2);
    expect(q.calls.givenUp).toEqual([]);
  });

  it("renews only jobs in flight, and gives up a job past its deadline, aborting its call, then frees its slot", async () => {
    const q = fakeQueue(["slow", "next"]);
    const worker = createJobWorker({
      name: "t",
      ...settings,
      maxConcurrent: 1,
      deadlineMs: 120,
      hooks: q.hooks,
    });
    await until(async () => q.calls.renewed.some((ids) => ids.includes("slow")), 2_000);
    await until(async () => q.calls.givenUp.length === 1, 2_000);
    expect(q.calls.givenUp[0]).toMatchObject({
      id: "slow",
      reason: expect.stringMatching(/deadline/),
    });
    // Its call was aborted, and its slot went to the next job: never two calls at once.
    await until(async () => q.calls.claimed.includes("next"), 2_000);
    expect(q.calls.peak).toBe(1);
    expect(q.calls.renewed.flat().filter((id) => id === "slow").length).toBeGreaterThan(0);
    const renewsOfSlow = q.calls.renewed.flat().filter((id) => id === "slow").length;
    q.release.get("next")!();
    await worker.stop();
    expect(q.calls.renewed.flat().filter((id) => id === "slow").length).toBe(renewsOfSlow);
  });

  it("keeps the slot of a job given up mid-call until its call has ended, and hands it back only then", async () => {
    const q = fakeQueue(["slow", "next"]);
    let ended = false;
    const hooks: TJobHooks<TJob> = {
      ...q.hooks,
      async run(options) {
        if (options.job.id !== "slow") return q.hooks.run(options);
        // A call that takes a while to stop once aborted.
        await new Promise<void>((r) =>
          options.signal.addEventListener("abort", () => setTimeout(r, 150)),
        );
        ended = true;
      },
    };
    const worker = createJobWorker({
      name: "t",
      ...settings,
      maxConcurrent: 1,
      deadlineMs: 100,
      hooks,
    });
    await until(async () => q.calls.claimed.includes("next"), 2_000);
    expect(ended).toBe(true);
    await until(async () => q.calls.givenUp.length === 1, 2_000);
    q.release.get("next")!();
    await worker.stop();
  });

  it("hands back a job whose outcome could not be recorded", async () => {
    const q = fakeQueue(["x"]);
    const worker = createJobWorker({ name: "t", ...settings, deadlineMs: 60_000, hooks: q.hooks });
    await until(async () => q.release.has("x"), 2_000);
    q.release.get("x")!(true);
    await until(async () => q.calls.givenUp.length === 1, 2_000);
    expect(q.calls.givenUp[0]).toEqual({
      id: "x",
      reason: "The worker could not record this attempt: database is locked",
    });
    await worker.stop();
    expect(worker.inFlight()).toBe(0);
  });
});

type TLaneJob = { id: string; lane: string };

/** A worker whose claims follow `script` (then claim nothing); each run waits for its slot, then for the test. */
function laneWorker(
  script: { jobs: string[]; waiting?: string[]; admit?: string[] }[],
  deadlineMs = 60_000,
) {
  const job = (id: string): TLaneJob => ({ id, lane: id[0]! });
  const log: string[] = [];
  const claims: { released: string[]; waiting: string[]; prefetch: number }[] = [];
  const answer = new Map<string, () => void>();
  const store = new Map<string, () => void>();
  const hooks: TJobHooks<TLaneJob> = {
    async claim({ released, waiting, prefetch }) {
      claims.push({
        released: released.map((j) => j.id),
        waiting: waiting.map((j) => j.id),
        prefetch,
      });
      const next = script.shift() ?? { jobs: [] };
      return {
        jobs: next.jobs.map(job),
        waiting: (next.waiting ?? []).map(job),
        admit: (next.admit ?? []).map(job),
      };
    },
    async run({ job: j, release, ready, signal }) {
      try {
        await ready();
      } catch {
        log.push(`abandoned ${j.id}`);
        return;
      }
      log.push(`sent ${j.id}`);
      await new Promise<void>((r) => {
        answer.set(j.id, r);
        signal.addEventListener("abort", () => (log.push(`aborted ${j.id}`), r()));
      });
      if (signal.aborted) return;
      release();
      await new Promise<void>((r) => store.set(j.id, r));
    },
    async renew() {},
    async giveUp({ job: j }) {
      log.push(`given up ${j.id}`);
    },
  };
  const worker = createJobWorker<TLaneJob>({
    name: "t",
    ...settings,
    maxConcurrent: 4,
    prefetch: 2,
    lane: (j) => (j as TLaneJob).lane,
    deadlineMs,
    hooks,
  });
  const finish = (id: string) => {
    answer.get(id)?.();
    return until(async () => store.has(id), 2_000).then(() => store.get(id)!());
  };
  return { worker, log, claims, answer, finish };
}

describe("createJobWorker with prefetch", () => {
  it("sends a job claimed ahead only when a job of its own lane is answered", async () => {
    const t = laneWorker([{ jobs: ["a1", "b1"], waiting: ["a2"] }]);
    await until(async () => t.log.length === 2, 2_000);
    expect(t.log).toEqual(["sent a1", "sent b1"]);
    // The next claim is told a2 waits.
    await until(async () => t.claims.length >= 2, 2_000);
    expect(t.claims[1]).toEqual({ released: [], waiting: ["a2"], prefetch: 2 });
    expect(t.worker.inFlight()).toBe(3);
    // b1's answer frees a slot of lane b: a2 (lane a) still waits.
    t.answer.get("b1")!();
    await new Promise((r) => setTimeout(r, 60));
    expect(t.log).toEqual(["sent a1", "sent b1"]);
    // a1's answer hands its slot to a2 at once, while a1's outcome is still being recorded.
    t.answer.get("a1")!();
    await until(async () => t.log.includes("sent a2"), 2_000);
    const last = t.claims.at(-1)!;
    expect(last.waiting).toEqual([]);
    // a1 and b1 are answered (their outcomes are being recorded); a2 is calling.
    expect([...last.released].sort()).toEqual(["a1", "b1"]);
    for (const id of ["a1", "b1", "a2"]) await t.finish(id);
    await t.worker.stop();
    expect(t.worker.inFlight()).toBe(0);
  });

  it("sends a waiting job when a claim admits it", async () => {
    const t = laneWorker([
      { jobs: ["a1"], waiting: ["a2"] },
      { jobs: [], admit: ["a2"] },
    ]);
    await until(async () => t.log.includes("sent a2"), 2_000);
    expect(t.log).toEqual(["sent a1", "sent a2"]);
    for (const id of ["a1", "a2"]) await t.finish(id);
    await t.worker.stop();
  });

  it("never sends a waiting job given up at its deadline, even when the job before it is given up too", async () => {
    const t = laneWorker([{ jobs: ["a1"], waiting: ["a2"] }], 120);
    await until(async () => t.log.filter((l) => l.startsWith("given up")).length === 2, 3_000);
    expect(t.log).toContain("abandoned a2");
    expect(t.log).not.toContain("sent a2");
    t.answer.get("a1")?.();
    await t.worker.stop();
  });
});

describe("createJobWorker with prefetch, racing a claim", () => {
  it("gives a job claimed ahead the slot its lane freed while that claim was out", async () => {
    const log: string[] = [];
    const answers = new Map<string, () => void>();
    let claims = 0;
    let gate: (value: { jobs: TLaneJob[]; waiting: TLaneJob[] }) => void = () => {};
    const hooks: TJobHooks<TLaneJob> = {
      claim() {
        claims += 1;
        if (claims === 1) return Promise.resolve({ jobs: [{ id: "a1", lane: "a" }], waiting: [] });
        // The second claim is held until the test answers it.
        if (claims === 2) return new Promise((resolve) => (gate = resolve));
        return Promise.resolve([]);
      },
      async run({ job, release, ready }) {
        await ready();
        log.push(`sent ${job.id}`);
        await new Promise<void>((r) => answers.set(job.id, r));
        release();
      },
      async renew() {},
      async giveUp() {},
    };
    const worker = createJobWorker<TLaneJob>({
      name: "t",
      ...settings,
      maxConcurrent: 1,
      prefetch: 1,
      lane: (j) => (j as TLaneJob).lane,
      deadlineMs: 60_000,
      hooks,
    });
    await until(async () => claims === 2 && answers.has("a1"), 2_000);
    // a1 is answered while the claim (made while a1 was calling) is out: no job waits for its slot.
    answers.get("a1")!();
    await new Promise((r) => setTimeout(r, 30));
    // The claim comes back with a2 claimed ahead: it gets a1's slot, with no call left to hand it one.
    gate({ jobs: [], waiting: [{ id: "a2", lane: "a" }] });
    await until(async () => log.includes("sent a2"), 2_000);
    answers.get("a2")!();
    await worker.stop();
  });
});
