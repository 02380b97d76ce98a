import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { testProvider } from "@/lib/test/copy-test-database";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { spawnWorker, until } from "@/lib/test/spawn-worker";
import { createJudgeConfig } from "../config/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { startJudgeRun } from "../queue/start-judge-run";

const BUGS = 50;
const PATCHES_PER_BUG = 10;
const N = BUGS * PATCHES_PER_BUG;

let server: TMockLlmServer;
let projectId = "";

/**
 * A worker with 8 jobs in flight. The lease is longer than worker-restart.test.ts's 1 s: a
 * worker's first jobs load the LLM stack, which on a busy two-core machine stalls its event loop
 * (and heartbeat) for well over a second; its jobs would then rightly go to another worker, and
 * this test checks that no job other than the dead worker's is claimed twice.
 */
const worker = () =>
  spawnWorker({
    databaseUrl: TEST_DATABASE_URL,
    llmUrl: server.url,
    leaseMs: 5000,
    args: ["--concurrency", "8"],
  });

// Row-lock claiming (FOR UPDATE SKIP LOCKED) is PostgreSQL's; the SQLite claim path is
// covered by worker-restart.test.ts.
describe.skipIf(testProvider() !== "postgresql")(
  "a fleet of rubricate workers on PostgreSQL",
  () => {
    beforeAll(async () => {
      server = await startMockLlmServer({ port: 0, latencyMs: 40 });
      Object.assign(process.env, {
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: server.url,
        LLM_MODEL: "mock-judge",
      });
      projectId = await seedSyntheticProject({
        slug: "fleet",
        bugs: BUGS,
        patchesPerBug: PATCHES_PER_BUG,
      });
    });
    afterAll(() => server?.close());

    it("three workers share a 500-patch run; one is SIGKILLed midway: each job judged once, its leased jobs re-claimed", async () => {
      const config = await createJudgeConfig({
        projectId,
        actorId: null,
        input: ZCreateJudgeConfig.parse({
          name: "fleet",
          provider: "openai-compatible",
          model: "mock-judge",
          reference: "report_only",
          samples: 1,
        }),
      });
      // Run limit 64 ≥ 3 workers × 8 in flight: no worker waits for room.
      const run = await startJudgeRun({
        projectId,
        actorId: null,
        input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 64 }),
      });
      expect(run.total).toBe(N);
      // Hold the jobs back until all three workers are up, so they compete from the first claim
      // (a worker process takes seconds to start, about as long as the whole run).
      await prisma.judgeJob.updateMany({
        where: { runId: run.id },
        data: { nextAttemptAt: new Date(Date.now() + 3_600_000) },
      });
      const workers = [worker(), worker(), worker()];
      const ids = await Promise.all(workers.map((w) => w.id));
      await prisma.judgeJob.updateMany({
        where: { runId: run.id },
        data: { nextAttemptAt: new Date() },
      });

      const [victim, ...survivors] = workers;
      const victimId = ids[0]!;
      const results = () => prisma.judgeResult.count({ where: { runId: run.id } });
      const doneBy = async (workerId: string) =>
        prisma.judgeJob.count({ where: { runId: run.id, status: "done", workerId } });
      const heldBy = (workerId: string) =>
        prisma.judgeJob.findMany({
          where: { runId: run.id, status: "running", workerId },
          select: { id: true },
        });
      // Kill once all three have stored results (they run side by side) and a fifth of the run
      // is done, while the victim holds leases.
      await until(
        async () =>
          (await results()) >= N / 5 &&
          (await Promise.all(ids.map(doneBy))).every((n) => n > 0) &&
          (await heldBy(victimId)).length > 0,
        60_000,
      );
      victim!.child.kill("SIGKILL");
      expect(await victim!.exit).toBeNull();
      const doneAtKill = await Promise.all(ids.slice(1).map(doneBy));
      const orphaned = (await heldBy(victimId)).map((j) => j.id);
      expect(orphaned.length).toBeGreaterThan(0);
      expect(await results()).toBeLessThan(N);

      for (const w of survivors) expect(await w.exit, w.stderr()).toBe(0);

      const rows = await prisma.judgeResult.findMany({
        where: { runId: run.id },
        select: { patchId: true, sample: true, jobId: true },
      });
      expect(rows).toHaveLength(N);
      expect(new Set(rows.map((r) => `${r.patchId}:${r.sample}`)).size).toBe(N);
      expect(new Set(rows.map((r) => r.jobId)).size).toBe(N);
      expect(await prisma.judgeJob.count({ where: { runId: run.id, status: "done" } })).toBe(N);
      expect((await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe(
        "completed",
      );

      const jobs = await prisma.judgeJob.findMany({
        where: { runId: run.id },
        select: { id: true, attempts: true, workerId: true },
      });
      // The dead worker's leased jobs were claimed again, by a survivor, once their lease ran out.
      const redone = jobs.filter((j) => orphaned.includes(j.id));
      expect(redone.every((j) => j.attempts >= 2 && ids.slice(1).includes(j.workerId!))).toBe(true);
      // No other job was claimed twice: workers never collided on a job or lost a live lease.
      expect(jobs.filter((j) => !orphaned.includes(j.id) && j.attempts !== 1)).toEqual([]);
      // A done job keeps the id of the worker that claimed it last: with no job claimed twice but
      // the dead worker's, the one that stored its result. All three stored results before the
      // kill (the wait above), both survivors more after it.
      const doneAtEnd = await Promise.all(ids.slice(1).map(doneBy));
      doneAtEnd.forEach((n, i) => expect(n).toBeGreaterThan(doneAtKill[i]!));
      expect(jobs.filter((j) => !ids.includes(j.workerId!))).toEqual([]);
    }, 180_000);
  },
);
