import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { spawnWorker, until, type TSpawnedWorker } from "@/lib/test/spawn-worker";
import { createJudgeConfig } from "../config/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { startJudgeRun } from "../queue/start-judge-run";

// The audit: three workers on one run, and the provider saw 17 calls in flight for a limit of
// 16. A job given up at its deadline went back to the queue (and its slot to the next call)
// while its call was still out. Here the first call of every third patch hangs past the job
// deadline; the mock LLM server counts the calls in flight over all three workers.
const BUGS = 8;
const PATCHES_PER_BUG = 3;
const N = BUGS * PATCHES_PER_BUG;
const LIMIT = 4;

let server: TMockLlmServer;
let projectId = "";
const workers: TSpawnedWorker[] = [];

beforeAll(async () => {
  const seen = new Set<string>();
  let nth = 0;
  server = await startMockLlmServer({
    port: 0,
    latencyMs: 20,
    respond: async (body) => {
      const key = JSON.stringify(body.messages);
      if (!seen.has(key)) {
        seen.add(key);
        // Far past the job deadline; an aborted request's end is seen at once by the server.
        if (nth++ % 3 === 0) await new Promise((r) => setTimeout(r, 4_000));
      }
      return { thought: "t", label: "VALID", justification: "j" };
    },
  });
  Object.assign(process.env, {
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: server.url,
    LLM_MODEL: "mock-judge",
  });
  projectId = await seedSyntheticProject({
    slug: "limit",
    bugs: BUGS,
    patchesPerBug: PATCHES_PER_BUG,
  });
});
afterAll(async () => {
  for (const w of workers) w.child.kill("SIGKILL");
  await Promise.all(workers.map((w) => w.exit));
  await server?.close();
});

describe("three rubricate workers on one run", () => {
  it("never have more calls in flight than the run's limit, though calls hang past their deadline", async () => {
    const config = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "limit",
        provider: "openai-compatible",
        model: "mock-limit",
        reference: "report_only",
        samples: 1,
      }),
    });
    const run = await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, concurrency: LIMIT }),
    });
    // Held back until the three workers are up, so they compete from the first claim.
    await prisma.judgeJob.updateMany({
      where: { runId: run.id },
      data: { nextAttemptAt: new Date(Date.now() + 3_600_000) },
    });
    for (let i = 0; i < 3; i++)
      workers.push(
        spawnWorker({
          databaseUrl: TEST_DATABASE_URL,
          llmUrl: server.url,
          leaseMs: 10_000,
          exitWhenIdle: false,
          args: ["--concurrency", String(LIMIT)],
          env: { JUDGE_JOB_DEADLINE_MS: "700", LLM_TIMEOUT_MS: "20000" },
        }),
      );
    await Promise.all(workers.map((w) => w.id));
    server.stats.maxInFlight = server.stats.inFlight;
    await prisma.judgeJob.updateMany({
      where: { runId: run.id },
      data: { nextAttemptAt: new Date() },
    });
    await until(
      async () =>
        !["queued", "running"].includes(
          (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status,
        ),
      90_000,
    ).catch((err) => {
      throw new Error(`${err}; workers said:\n${workers.map((w) => w.stderr()).join("\n---\n")}`);
    });
    const jobs = await prisma.judgeJob.findMany({ where: { runId: run.id } });
    expect(jobs.filter((j) => j.status !== "done")).toEqual([]);
    expect(await prisma.judgeResult.count({ where: { runId: run.id } })).toBe(N);
    // Calls did hang past their deadline and were judged again.
    expect(jobs.some((j) => j.attempts > 1)).toBe(true);
    expect(server.stats.maxInFlight).toBeLessThanOrEqual(LIMIT);
  }, 150_000);
});
