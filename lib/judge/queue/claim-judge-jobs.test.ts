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
