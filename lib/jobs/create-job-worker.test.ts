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
    run({ job }) {
      calls.running += 1;
      calls.peak = Math.max(calls.peak, calls.running);
      return new Promise<void>((resolve, reject) =>
        release.set(job.id, (fail) => {
          calls.running -= 1;
          if (fail) reject(new Error("database is locked"));
          else resolve();
        }),
      );
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

  it("renews only jobs in flight, and gives up a job past its deadline, freeing its slot", async () => {
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
    // Its slot went to the next job, though the slow call never returned.
    await until(async () => q.calls.claimed.includes("next"), 2_000);
    expect(q.calls.renewed.flat().filter((id) => id === "slow").length).toBeGreaterThan(0);
    const renewsOfSlow = q.calls.renewed.flat().filter((id) => id === "slow").length;
    q.release.get("next")!();
    await worker.stop();
    expect(q.calls.renewed.flat().filter((id) => id === "slow").length).toBe(renewsOfSlow);
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
