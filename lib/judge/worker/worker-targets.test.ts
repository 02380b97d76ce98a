import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { spawnWorker, until, type TSpawnedWorker } from "@/lib/test/spawn-worker";
import { createJudgeConfig } from "../config/create-judge-config";
import { getJudgeRun } from "../results/get-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { startJudgeRun } from "../queue/start-judge-run";

// The audit's failed run: a `rubricate worker` started without the provider's environment
// claimed every job of a run and failed each ("set LLM_PROVIDER…"). Two workers with different
// environments share one run here: only the one that can serve it takes its jobs.
const BUGS = 9;
const PATCHES_PER_BUG = 3;
const N = BUGS * PATCHES_PER_BUG;

let server: TMockLlmServer;
let projectId = "";
const workers: TSpawnedWorker[] = [];

beforeAll(async () => {
  server = await startMockLlmServer({ port: 0, latencyMs: 5 });
  // The process starting runs can judge with the mock (startJudgeRun checks its model).
  Object.assign(process.env, {
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: server.url,
    LLM_MODEL: "mock-judge",
  });
  projectId = await seedSyntheticProject({
    slug: "targets",
    bugs: BUGS,
    patchesPerBug: PATCHES_PER_BUG,
  });
});
afterAll(async () => {
  for (const w of workers) w.child.kill("SIGKILL");
  await Promise.all(workers.map((w) => w.exit));
  await server?.close();
});

describe("rubricate workers with different LLM environments", () => {
  it("a worker claims only runs it can serve; the run says when no running worker can", async () => {
    const config = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "compatible",
        provider: "openai-compatible",
        model: "mock-targets",
        reference: "report_only",
        samples: 1,
      }),
    });
    // A worker with an OpenAI key and no openai-compatible server: it cannot serve the run.
    const openaiOnly = spawnWorker({
      databaseUrl: TEST_DATABASE_URL,
      llmUrl: server.url,
      leaseMs: 10_000,
      exitWhenIdle: false,
      env: { LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", LLM_BASE_URL: "" },
    });
    workers.push(openaiOnly);
    const openaiId = await openaiOnly.id;
    await until(
      async () => (await prisma.judgeWorker.count({ where: { id: openaiId } })) === 1,
      10_000,
    );
    const run = await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 4 }),
    });
    expect(run.total).toBe(N);
    // Only that worker runs: the run's page says why nothing happens, naming what is needed.
    const waiting = await getJudgeRun({ projectId, runId: run.id });
    expect(waiting.stall).toMatchObject({ reason: "no-capable-worker" });
    expect(waiting.stall!.message).toMatch(/openai-compatible/);
    expect(waiting.stall!.message).toMatch(/OPENAI_API_KEY/);
    expect(waiting.stall!.message).not.toMatch(/sk-test/);
    // Give the unfit worker time to (wrongly) claim: its poll is 100 ms.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(
      await prisma.judgeJob.count({ where: { runId: run.id, status: { not: "pending" } } }),
    ).toBe(0);

    const compatible = spawnWorker({
      databaseUrl: TEST_DATABASE_URL,
      llmUrl: server.url,
      leaseMs: 10_000,
      exitWhenIdle: false,
    });
    workers.push(compatible);
    const compatibleId = await compatible.id;
    await until(
      async () =>
        !["queued", "running"].includes(
          (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status,
        ),
      60_000,
    ).catch((err) => {
      throw new Error(`${err}; workers said:\n${workers.map((w) => w.stderr()).join("\n---\n")}`);
    });
    const jobs = await prisma.judgeJob.findMany({ where: { runId: run.id } });
    expect(jobs.filter((j) => j.status !== "done")).toEqual([]);
    expect(new Set(jobs.map((j) => j.workerId))).toEqual(new Set([compatibleId]));
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    const finished = await getJudgeRun({ projectId, runId: run.id });
    expect(finished).toMatchObject({ status: "completed", stall: null });
    // What a worker serves is recorded by name: no key anywhere.
    const rows = await prisma.judgeWorker.findMany();
    expect(JSON.stringify(rows)).not.toMatch(/sk-test/);
    expect(JSON.parse(rows.find((r) => r.id === openaiId)!.serves)).toEqual([
      { provider: "openai", baseUrl: null, keyVariable: "OPENAI_API_KEY" },
    ]);
  }, 120_000);
});
