import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { until } from "@/lib/test/until";
import { createJudgeConfig } from "../config/create-judge-config";
import { startJudgeRun } from "../queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { startMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { spawnWorkerProcess, type TWorkerProcess } from "./spawn-worker-process";
import { spawnWorkerProcesses } from "./spawn-worker-processes";

// JUDGE_WORKER=process: the server's judge worker is a `rubricate worker --with-parent` child.
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
let projectId = "";
let worker: TWorkerProcess | null = null;
beforeAll(async () => {
  Object.assign(process.env, {
    DATABASE_URL: TEST_DATABASE_URL,
    AUTH_SECRET: "x".repeat(40),
    // Far longer than the test: only the parent's wake-up can make the child look in time.
    JUDGE_POLL_MS: "600000",
  });
  projectId = await seedSyntheticProject({ slug: "worker-process", bugs: 3, patchesPerBug: 2 });
});
afterAll(() => {
  worker?.stop();
  delete process.env.JUDGE_POLL_MS;
});

describe("the worker child process (JUDGE_WORKER=process)", () => {
  it("judges a run its parent wakes it for, and stops with its parent", async () => {
    worker = spawnWorkerProcess({ root: path.resolve(".") });
    await worker.ready;
    const pid = worker.pid()!;
    const config = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "offline",
        provider: "baseline",
        reference: "ground_truth",
      }),
    });
    const run = await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 2 }),
    });
    worker.wake();
    const status = async () =>
      (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status;
    await until(async () => (await status()) === "completed", 60_000, "the run to complete");
    expect(await prisma.judgeResult.count({ where: { runId: run.id } })).toBe(6);
    worker.stop();
    await until(async () => !alive(pid), 30_000, "the worker process to stop");
  }, 120_000);

  it("shares a run among JUDGE_WORKER_PROCESSES children, each with its part of the concurrency", async () => {
    // 200 ms per answer: the run's 4 slots stay full only if both children hold 2 calls each.
    const llm = await startMockLlmServer({ port: 0, latencyMs: 200 });
    Object.assign(process.env, {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "mock-judge",
    });
    const pair = spawnWorkerProcesses({ count: 2, concurrency: 4, root: path.resolve(".") });
    try {
      await pair.ready;
      const config = await createJudgeConfig({
        projectId,
        actorId: null,
        input: ZCreateJudgeConfig.parse({
          name: "two processes",
          provider: "openai-compatible",
          model: "mock-judge",
          reference: "ground_truth",
          samples: 3,
        }),
      });
      const run = await startJudgeRun({
        projectId,
        actorId: null,
        input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 8 }),
      });
      pair.wake();
      const status = async () =>
        (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status;
      await until(async () => (await status()) === "completed", 60_000, "the run to complete");
      expect(await prisma.judgeResult.count({ where: { runId: run.id } })).toBe(18);
      const workers = await prisma.judgeJob.groupBy({
        by: ["workerId"],
        where: { runId: run.id },
        _count: true,
      });
      // Each child took jobs; together never more than 4 calls at once (2 each), though the run allows 8.
      expect(workers).toHaveLength(2);
      expect(llm.stats.maxInFlight).toBe(4);
    } finally {
      pair.stop();
      await llm.close();
      for (const v of ["LLM_PROVIDER", "LLM_BASE_URL", "LLM_MODEL"]) delete process.env[v];
    }
  }, 120_000);

  it("ends when its parent is killed (SIGKILL), without a signal from it", async () => {
    // tsx's loader in the node process itself (its CLI would run the script in a child).
    const parent = spawn(process.execPath, ["--import", "tsx", "lib/test/worker-parent.ts"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: process.env,
    });
    let out = "";
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout!.on("data", (d) => {
        out += String(d);
        const m = /WORKER_PID (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      parent.once("exit", () => reject(new Error(`parent exited early: ${out}`)));
    });
    expect(alive(pid)).toBe(true);
    parent.kill("SIGKILL");
    await until(async () => !alive(pid), 30_000, "the orphaned worker process to stop");
  }, 120_000);
});
