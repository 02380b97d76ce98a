import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { cancelJudgeRun } from "./queue/cancel-judge-run";
import { createJudgeConfig } from "./config/create-judge-config";
import { drain, PATCHES, useJudgeRunProject, useServer } from "./judge-run.fixture";
import { MAX_JUDGE_ATTEMPTS } from "./worker/fail-judge-job";
import { OUTAGE_STREAK } from "./worker/create-outage-breaker";
import { getJudgeRun } from "./results/get-judge-run";
import { retryJudgeJobs } from "./queue/retry-judge-jobs";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "./schemas";
import { startJudgeRun } from "./queue/start-judge-run";
import { createJudgeWorker } from "./worker/create-judge-worker";
import { until } from "@/lib/test/until";

const judge = useJudgeRunProject();
const { config, start } = judge;
let projectId = "";
beforeAll(() => {
  projectId = judge.world().projectId;
});

describe("judge runs: deadlines, stalls, cancel and retry, concurrency", () => {
  it("gives up a call past its deadline, frees the slot and judges the job again: one result", async () => {
    // The first call of every patch hangs far past the 400 ms deadline; the next answers at once.
    const seen = new Set<string>();
    const hanging = await startMockLlmServer({
      port: 0,
      respond: async (body) => {
        const key = JSON.stringify(body.messages);
        if (!seen.has(key)) {
          seen.add(key);
          await new Promise((r) => setTimeout(r, 5_000));
        }
        return { thought: "t", label: "VALID", justification: "j" };
      },
    });
    useServer(hanging.url);
    process.env.LLM_TIMEOUT_MS = "20000";
    const cfg = await config({
      name: "hanging",
      provider: "openai-compatible",
      model: "mock-hanging",
      reference: "report_only",
    });
    const run = await start(cfg.id, {
      concurrency: 27,
      filter: { kind: "bugs", bugIds: ["tinyjson-17"] },
    });
    await drain(run.id, { deadlineMs: 400, leaseMs: 600 });
    await hanging.close();
    const jobs = await prisma.judgeJob.findMany({
      where: { runId: run.id },
      include: { result: true },
    });
    for (const job of jobs) {
      expect(job.status).toBe("done");
      expect(job.attempts).toBeGreaterThanOrEqual(2);
    }
    expect(await prisma.judgeResult.count({ where: { runId: run.id } })).toBe(jobs.length);
    expect((await getJudgeRun({ projectId, runId: run.id })).status).toBe("completed");
  });

  it("shows a stall when no worker takes a queued run's jobs, and none while they are taken", async () => {
    const cfg = await config({ name: "stalled", provider: "baseline", reference: "ground_truth" });
    const run = await start(cfg.id);
    const later = (s: number) => new Date(Date.now() + s * 1000);
    expect((await getJudgeRun({ projectId, runId: run.id, now: later(5) })).stall).toBeNull();
    const stalled = await getJudgeRun({ projectId, runId: run.id, now: later(45) });
    expect(stalled.stall).toMatchObject({ reason: "no-worker" });
    expect(stalled.stall!.message).toMatch(/rubricate worker/);
    await drain(run.id);
    expect((await getJudgeRun({ projectId, runId: run.id, now: later(45) })).stall).toBeNull();
  });

  it("cancels pending work and retries it later, keeping finished results", async () => {
    const cfg = await config({ name: "baseline", provider: "baseline", reference: "ground_truth" });
    const run = await start(cfg.id);
    await cancelJudgeRun({ projectId, runId: run.id, actorId: null });
    expect(await prisma.judgeJob.count({ where: { runId: run.id, status: "cancelled" } })).toBe(
      PATCHES,
    );
    await drain(run.id);
    expect(await prisma.judgeResult.count({ where: { runId: run.id } })).toBe(0);
    await expect(cancelJudgeRun({ projectId, runId: run.id, actorId: null })).rejects.toThrow(
      /cancelled/,
    );
    const one = await prisma.judgeJob.findFirstOrThrow({ where: { runId: run.id } });
    expect(
      await retryJudgeJobs({ projectId, runId: run.id, actorId: null, patchId: one.patchId }),
    ).toEqual({ requeued: 1 });
    await drain(run.id);
    expect(await prisma.judgeResult.count({ where: { runId: run.id } })).toBe(1);
    expect((await getJudgeRun({ projectId, runId: run.id })).status).toBe("completed");
    expect(await retryJudgeJobs({ projectId, runId: run.id, actorId: null })).toEqual({
      requeued: PATCHES - 1,
    });
    await drain(run.id);
    const done = await getJudgeRun({ projectId, runId: run.id });
    expect(done).toMatchObject({ status: "completed", counts: { done: PATCHES }, llmCalls: 0 });
    await expect(retryJudgeJobs({ projectId, runId: run.id, actorId: null })).rejects.toThrow(
      /no failed or cancelled job/,
    );
  });

  it("keeps to each run's concurrency limit (LLM calls in flight, counted by the LLM server)", async () => {
    const slow = await startMockLlmServer({ port: 0, latencyMs: 60 });
    useServer(slow.url);
    const cfg = await config({
      name: "slow",
      provider: "openai-compatible",
      model: "mock-slow",
      reference: "report_only",
    });
    const run = await start(cfg.id, { concurrency: 3 });
    await drain(run.id);
    const peak = slow.stats.maxInFlight;
    await slow.close();
    const calls = await prisma.llmCall.count({
      where: { judgeResults: { some: { runId: run.id } } },
    });
    expect(calls).toBe(PATCHES);
    expect(slow.stats.completions).toBe(PATCHES);
    expect(peak).toBeGreaterThanOrEqual(2);
    expect(peak).toBeLessThanOrEqual(3);
  });
});

describe("a run whose every job fails", () => {
  it("ends failed with each job's reason, and retry reopens it", async () => {
    // Every answer misses the verdict's schema (at temperature > 0 worth retrying): each job's
    // own error, so each spends its attempts.
    const confused = await startMockLlmServer({ port: 0, respond: () => "not a verdict" });
    useServer(confused.url);
    const cfg = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "confused",
        provider: "openai-compatible",
        model: "confused",
        reference: "report_only",
        temperature: 0.7,
      }),
    });
    const run = await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({
        configId: cfg.id,
        filter: { kind: "bugs", bugIds: ["tinyjson-17"] },
      }),
    });
    await drain(run.id);
    await confused.close();
    const view = await getJudgeRun({ projectId, runId: run.id });
    expect(view).toMatchObject({ status: "failed", counts: { failed: run.total, done: 0 } });
    const jobs = await prisma.judgeJob.findMany({ where: { runId: run.id } });
    // The header says it plainly, with the most common reason.
    const common = jobs[0]!.lastError!;
    expect(view.failures).toMatchObject({ kind: "all", failed: run.total, reasonCount: run.total });
    expect(common.startsWith(view.failures!.reason!.replace(/…$/, ""))).toBe(true);
    expect(view.failures?.message).toMatch(new RegExp(`^Failed: all ${run.total} jobs failed — `));
    for (const job of jobs) {
      expect(job.attempts).toBe(MAX_JUDGE_ATTEMPTS);
      expect(job.lastError).toMatch(/\w/);
    }
    expect(await retryJudgeJobs({ projectId, runId: run.id, actorId: null })).toEqual({
      requeued: run.total,
    });
    expect((await getJudgeRun({ projectId, runId: run.id })).status).toBe("running");
  });

  it("pauses, rather than fails, a run whose provider refuses every connection", async () => {
    // No LLM server listens here: connection refused on every attempt, the provider's fault.
    Object.assign(process.env, {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: "http://127.0.0.1:9/v1",
      LLM_MODEL: "nobody",
      LLM_TIMEOUT_MS: "10000",
    });
    const cfg = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "down",
        provider: "openai-compatible",
        model: "nobody",
        reference: "report_only",
      }),
    });
    const run = await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({
        configId: cfg.id,
        filter: { kind: "bugs", bugIds: ["tinyjson-17"] },
      }),
    });
    const worker = createJudgeWorker({ pollMs: 20, baseDelayMs: 5, pauseBaseMs: 60_000 });
    try {
      await until(
        async () => (await getJudgeRun({ projectId, runId: run.id })).paused !== null,
        10_000,
        "the run to pause",
        20,
      );
    } finally {
      await worker.stop();
    }
    const view = await getJudgeRun({ projectId, runId: run.id });
    expect(view.status).toBe("running");
    expect(view.counts.failed).toBe(0);
    expect(view.paused!.message).toMatch(/^Provider unavailable, retrying at /);
    expect(view.paused!.reason).toMatch(/connect|ECONNREFUSED/i);
    // Jobs wait for the pause to end, their attempts not spent on the outage: only the first
    // streak's failures before the pause count (one job or several, as the claims fell).
    const jobs = await prisma.judgeJob.findMany({ where: { runId: run.id } });
    const spent = jobs.reduce((sum, j) => sum + j.attempts, 0);
    expect(spent).toBeLessThanOrEqual(OUTAGE_STREAK - 1);
    await cancelJudgeRun({ projectId, runId: run.id, actorId: null });
  });
});
