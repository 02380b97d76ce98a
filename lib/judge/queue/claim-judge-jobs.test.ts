import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { startSyntheticRun } from "@/lib/test/start-synthetic-run";
import { claimJudgeJobs } from "./claim-judge-jobs";

const BUGS = 12;
const PATCHES_PER_BUG = 3;
const SAMPLES = 2;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("claim order", () => {
  it("hands out a run's jobs bug by bug (patch, then sample), whatever their due times", async () => {
    // Claims make no call; the run only needs a configured endpoint to start.
    const run = await startSyntheticRun({
      slug: "claim-order",
      bugs: BUGS,
      patchesPerBug: PATCHES_PER_BUG,
      samples: SAMPLES,
      concurrency: 5,
    });
    // Every job is due, but at times in a shuffled order (as after retries at different moments).
    const now = Date.now();
    const ids = (
      await prisma.judgeJob.findMany({ where: { runId: run.runId }, select: { id: true } })
    )
      .map((j) => j.id)
      .sort(() => Math.random() - 0.5);
    for (const [i, id] of ids.entries())
      await prisma.judgeJob.update({
        where: { id },
        data: { nextAttemptAt: new Date(now - 60_000 + i * 100) },
      });
    const claimed: { bug: string; patch: string; sample: number }[] = [];
    for (let round = 0; round < 100 && claimed.length < ids.length; round++) {
      const { jobs, error } = await claimJudgeJobs({
        workerId: "w",
        runs: [{ id: run.runId, status: "running" }],
        limit: 5,
        leaseMs: 60_000,
        now: new Date(now),
      });
      expect(error).toBeUndefined();
      for (const job of jobs) {
        const patch = await prisma.patch.findUniqueOrThrow({
          where: { id: job.patchId },
          select: { externalId: true },
        });
        claimed.push({
          bug: job.patch.bug.externalId,
          patch: patch.externalId,
          sample: job.sample,
        });
      }
      // The claimed calls end; their room is free for the next claim.
      await prisma.judgeJob.updateMany({
        where: { id: { in: jobs.map((j) => j.id) } },
        data: { status: "done", leaseUntil: null },
      });
    }
    expect(claimed).toHaveLength(BUGS * PATCHES_PER_BUG * SAMPLES);
    const expected = [...claimed].sort(
      (a, b) => compare(a.bug, b.bug) || compare(a.patch, b.patch) || a.sample - b.sample,
    );
    expect(claimed).toEqual(expected);
    // Bug by bug: once a bug's jobs start, the next bug begins only after all of them.
    const runsOfBugs = claimed.filter((c, i) => i === 0 || claimed[i - 1]!.bug !== c.bug);
    expect(runsOfBugs).toHaveLength(BUGS);
  });
});

describe("claims and released jobs", () => {
  it("does not count this worker's released jobs (call over, verdict being stored) against the run's limit", async () => {
    const run = await startSyntheticRun({
      slug: "claim-released",
      bugs: 4,
      patchesPerBug: 3,
      concurrency: 3,
    });
    const claim = (workerId: string, released: string[] = []) =>
      claimJudgeJobs({
        workerId,
        runs: [{ id: run.runId, status: "running" }],
        limit: 10,
        leaseMs: 60_000,
        released,
      }).then((r) => r.jobs.map((j) => j.id));
    const first = await claim("w1");
    expect(first).toHaveLength(3);
    // The run is full: nothing for either worker.
    expect(await claim("w1")).toEqual([]);
    expect(await claim("w2")).toEqual([]);
    // w1 has two of them between their call and their stored verdict: room for two more calls.
    const second = await claim("w1", first.slice(0, 2));
    expect(second).toHaveLength(2);
    // Releases are a worker's own account of its jobs: ids it does not hold still running
    // (a job already done, an unknown id) make no room.
    await prisma.judgeJob.update({ where: { id: first[2]! }, data: { status: "done" } });
    expect(await claim("w1", [...first.slice(0, 2), first[2]!, "no-such-job"])).toHaveLength(1);
    expect(await claim("w1", first.slice(0, 2))).toEqual([]);
  });
});

describe("claims ahead (prefetch)", () => {
  it("claims jobs ahead only in a full run no other worker holds, no more than its calls there, and admits them first", async () => {
    const run = await startSyntheticRun({
      slug: "claim-ahead",
      bugs: 5,
      patchesPerBug: 4,
      concurrency: 3,
    });
    type TJob = Awaited<ReturnType<typeof claimJudgeJobs>>["jobs"][number];
    const claim = (options: {
      workerId?: string;
      limit?: number;
      calling?: number;
      waiting?: TJob[];
      released?: string[];
      prefetch?: number;
    }) =>
      claimJudgeJobs({
        workerId: options.workerId ?? "w1",
        runs: [{ id: run.runId, status: "running" }],
        limit: options.limit ?? 10,
        leaseMs: 60_000,
        prefetch: options.prefetch ?? 8,
        calling: new Map([[run.runId, options.calling ?? 0]]),
        waiting: options.waiting ?? [],
        released: options.released ?? [],
      });
    const ids = (jobs: TJob[]) => jobs.map((j) => j.id);
    const nothing = (r: Awaited<ReturnType<typeof claimJudgeJobs>>) => [
      ...r.admit,
      ...r.jobs,
      ...r.waiting,
    ];
    // w1 may make two calls: it takes two, and claims none ahead while the run has room left for
    // another worker's call.
    const first = await claim({ limit: 2 });
    expect(first.jobs).toHaveLength(2);
    expect(first.waiting).toEqual([]);
    expect(nothing(await claim({ limit: 0, calling: 2 }))).toEqual([]);
    // w2 takes the last call: the run is full, but w2 holds a job of it, so w1 claims none ahead.
    const w2 = await claim({ workerId: "w2", limit: 1 });
    expect(w2.jobs).toHaveLength(1);
    expect(nothing(await claim({ calling: 2 }))).toEqual([]);
    // w2's job is done; w1 takes the call, and the run is full of w1's calls: now it claims jobs
    // ahead, as many as its calls there...
    await prisma.judgeJob.updateMany({
      where: { id: { in: ids(w2.jobs) } },
      data: { status: "done" },
    });
    const third = await claim({ calling: 2 });
    expect(third.jobs).toHaveLength(1);
    const ahead = await claim({ calling: 3, prefetch: 2 });
    expect(ahead.jobs).toEqual([]);
    expect(ahead.waiting).toHaveLength(2);
    // ...never more than `prefetch` or those calls, counting the jobs already waiting.
    expect(nothing(await claim({ calling: 3, waiting: ahead.waiting, prefetch: 2 }))).toEqual([]);
    const more = await claim({ calling: 3, waiting: ahead.waiting });
    expect(more.waiting).toHaveLength(1);
    const waiting = [...ahead.waiting, ...more.waiting];
    // Waiting jobs count as calls for every claim: none for w2.
    expect(nothing(await claim({ workerId: "w2" }))).toEqual([]);
    // Two of w1's calls are answered (verdicts being stored): their room is the waiting jobs',
    // which count as calls in the claim, so it takes nothing new; the slots reach them from the
    // answered jobs in the worker itself (createJobWorker).
    const answered = ids(first.jobs);
    expect(nothing(await claim({ calling: 1, waiting, released: answered }))).toEqual([]);
    // Room beyond every call and waiting job (here: a higher limit): the waiting jobs are admitted
    // first, oldest first, then new jobs are called, up to the limit.
    await prisma.judgeRun.update({ where: { id: run.runId }, data: { concurrency: 8 } });
    const wider = await claim({ calling: 3, waiting });
    expect(ids(wider.admit)).toEqual(ids(waiting));
    expect(wider.jobs).toHaveLength(2);
    expect(wider.waiting).toEqual([]);
    // 3 calls, 3 admitted, 2 new: the new limit of 8.
    expect(await prisma.judgeJob.count({ where: { runId: run.runId, status: "running" } })).toBe(8);
  });
});
