import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnWorker, until } from "@/lib/test/spawn-worker";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { createJudgeConfig } from "../config/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { startJudgeRun } from "../queue/start-judge-run";
import { importDemoData } from "@/lib/test/import-demo-data";

let server: TMockLlmServer;
let projectId = "";

const worker = () =>
  spawnWorker({ databaseUrl: TEST_DATABASE_URL, llmUrl: server.url, leaseMs: 1000 });

beforeAll(async () => {
  server = await startMockLlmServer({ port: 0, latencyMs: 150 });
  Object.assign(process.env, {
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: server.url,
    LLM_MODEL: "mock-judge",
  });
  projectId = (
    await createProject({
      input: { slug: "restart", name: "Restart", description: "" },
      actorId: null,
    })
  ).id;
  await importDemoData({ projectId });
});
afterAll(() => server.close());

describe("rubricate worker", () => {
  it("resumes a run after SIGKILL mid-run: exactly one result per patch and sample", async () => {
    const config = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "restart",
        provider: "openai-compatible",
        model: "mock-judge",
        reference: "report_only",
        samples: 2,
      }),
    });
    const run = await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 4 }),
    });
    const N = 27 * 2;
    expect(run.total).toBe(N);
    const results = () => prisma.judgeResult.count({ where: { runId: run.id } });

    const first = worker();
    const running = () =>
      prisma.judgeJob.findMany({
        where: { runId: run.id, status: "running" },
        select: { id: true },
      });
    // Kill mid-run, while the worker holds leases (jobs finish in lockstep at a fixed latency).
    await until(async () => (await results()) >= 10 && (await running()).length > 0, 60_000);
    first.child.kill("SIGKILL");
    expect(await first.exit).toBeNull();
    expect(await results()).toBeLessThan(N);
    const orphaned = (await running()).map((j) => j.id);

    const second = worker();
    expect(await second.exit, second.stderr()).toBe(0);

    const rows = await prisma.judgeResult.findMany({
      where: { runId: run.id },
      select: { patchId: true, sample: true },
    });
    expect(rows).toHaveLength(N);
    expect(new Set(rows.map((r) => `${r.patchId}:${r.sample}`)).size).toBe(N);
    expect(await prisma.judgeJob.count({ where: { runId: run.id, status: "done" } })).toBe(N);
    expect((await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe(
      "completed",
    );
    // Jobs the dead worker held were claimed again once their lease ran out.
    const redone = await prisma.judgeJob.findMany({
      where: { id: { in: orphaned } },
      select: { attempts: true },
    });
    expect(redone.every((j) => j.attempts >= 2)).toBe(true);
  }, 120_000);
});
