import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { spawnWorker, until, type TSpawnedWorker } from "@/lib/test/spawn-worker";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { estimateCost } from "@/lib/llm/estimate-cost";
import { createProject } from "@/lib/projects/create-project";
import { createJudgeConfig } from "../config/create-judge-config";
import { cancelJudgeRun } from "../queue/cancel-judge-run";
import { startJudgeRun } from "../queue/start-judge-run";
import { getJudgeRun } from "../results/get-judge-run";
import { createBatchWorker } from "./create-batch-worker";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { importDemoData } from "@/lib/test/import-demo-data";

// Real `rubricate worker` processes judge batch-mode runs against the mock's batch endpoints
// (scripts/mock-batch-api.mjs), on both APIs: OpenAI Batch (served by an openai-compatible
// server) and Anthropic Message Batches.

let server: TMockLlmServer;
let projectId = "";
/** Per-request faults of the mock's batches, by custom_id (= job id). */
const faults = new Map<string, "error" | "expire" | "malformed">();
const PATCHES = 27;
const workers: TSpawnedWorker[] = [];
/** The restart test's lease: how long the second worker waits for the dead one's batch. */
const RESTART_LEASE_MS = 1500;

type TApi = "openai" | "anthropic";
const ENV: Record<TApi, () => Record<string, string>> = {
  openai: () => ({
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: server.url,
    LLM_MODEL: "mock-judge",
  }),
  anthropic: () => ({
    LLM_PROVIDER: "anthropic",
    LLM_BASE_URL: server.url,
    ANTHROPIC_API_KEY: "sk-ant-mock-key",
    LLM_MODEL: "claude-sonnet-4-5",
  }),
};

function worker(api: TApi, options: { exitWhenIdle?: boolean; leaseMs?: number } = {}) {
  const w = spawnWorker({
    databaseUrl: TEST_DATABASE_URL,
    llmUrl: server.url,
    leaseMs: options.leaseMs ?? 3000,
    exitWhenIdle: options.exitWhenIdle ?? true,
    env: { ...ENV[api](), JUDGE_BATCH_POLL_MS: "100" },
  });
  workers.push(w);
  return w;
}

/** A batch-mode run over the 27 demo patches; `maxTokens` varies the request (no answer from another run's cache). */
async function startBatchRun(
  api: TApi,
  name: string,
  maxTokens = 2048,
  more: Record<string, unknown> = {},
) {
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name,
      provider: api === "openai" ? "openai-compatible" : "anthropic",
      model: api === "openai" ? "mock-judge" : "claude-sonnet-4-5",
      reference: "report_only",
      samples: 1,
      maxTokens,
      ...more,
    }),
  });
  // startJudgeRun checks the provider's key in this process's environment.
  Object.assign(process.env, ENV[api]());
  const run = await startJudgeRun({
    projectId,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id, mode: "batch" }),
  });
  expect(run.total).toBe(PATCHES);
  return run.id;
}

const batchOf = (runId: string) => prisma.judgeBatch.findFirstOrThrow({ where: { runId } });
const jobCounts = async (runId: string) =>
  Object.fromEntries(
    (
      await prisma.judgeJob.groupBy({ by: ["status"], where: { runId }, _count: { _all: true } })
    ).map((g) => [g.status, g._count._all]),
  );

beforeAll(async () => {
  server = await startMockLlmServer({
    port: 0,
    batchProcessingMs: 300,
    batchFault: (customId) => faults.get(customId) ?? null,
  });
  projectId = (
    await createProject({
      input: { slug: "batch", name: "Batch", description: "" },
      actorId: null,
    })
  ).id;
  await importDemoData({ projectId });
});
// A test that failed half-way must not leave its worker judging the next test's run.
afterEach(async () => {
  for (const w of workers.splice(0))
    if (w.child.exitCode === null && w.child.signalCode === null) {
      w.child.kill("SIGKILL");
      await w.exit;
    }
});
afterAll(() => server.close());

describe.each(["openai", "anthropic"] as const)("batch run through the %s batch API", (api) => {
  it("submits once, polls, collects every answer as the online path would, at the batch price", async () => {
    const runId = await startBatchRun(api, `batch-${api}`);
    const before = {
      ...server.batch.stats,
      completions: server.stats.completions + server.batch.stats.messages,
    };
    const w = worker(api);
    expect(await w.exit, w.stderr()).toBe(0);
    const run = await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.status).toBe("completed");
    expect(await jobCounts(runId)).toEqual({ done: PATCHES });
    const batch = await batchOf(runId);
    expect(batch).toMatchObject({ status: "collected", requestCount: PATCHES, succeeded: PATCHES });
    expect(batch.providerBatchId).toMatch(api === "openai" ? /^batch_/ : /^msgbatch_/);
    // One batch, no online call.
    const key = api === "openai" ? "openaiBatches" : "anthropicBatches";
    expect(server.batch.stats[key] - before[key]).toBe(1);
    expect(server.batch.stats.files - before.files).toBe(api === "openai" ? 1 : 0);
    expect(server.batch.stats.requests - before.requests).toBe(PATCHES);
    expect(server.stats.completions + server.batch.stats.messages).toBe(before.completions);

    const results = await prisma.judgeResult.findMany({
      where: { runId },
      include: { llmCall: true },
    });
    expect(results).toHaveLength(PATCHES);
    for (const r of results) {
      expect(r.cached).toBe(false);
      expect(r.llmCall).toMatchObject({ batch: true, error: null, purpose: "judge" });
      expect(r.llmCall!.inputTokens).toBeGreaterThan(0);
      // Logprobs where the API returns them (OpenAI chat), hence a confidence; none from Anthropic.
      if (api === "openai") expect(r.confidence).not.toBeNull();
      else expect(r.confidence).toBeNull();
    }
    if (api === "openai") expect(results.every((r) => r.llmCall!.logprobs !== null)).toBe(true);
    if (api === "anthropic") {
      const c = results[0]!.llmCall!;
      const list = estimateCost({
        provider: "anthropic",
        model: "claude-sonnet-4-5",
        inputTokens: c.inputTokens,
        outputTokens: c.outputTokens,
      })!;
      expect(c.costUsd).toBeCloseTo(list / 2, 12);
    }
    const view = await getJudgeRun({ projectId, runId });
    expect(view.mode).toBe("batch");
    expect(view.batches).toMatchObject([{ status: "collected", open: false, succeeded: PATCHES }]);
  }, 120_000);

  it("hands per-item failures (errored, expired, invalid answer) back as ordinary jobs, judged online", async () => {
    const runId = await startBatchRun(api, `batch-faults-${api}`, 1000);
    const jobs = await prisma.judgeJob.findMany({ where: { runId }, orderBy: { id: "asc" } });
    const failing = jobs.slice(0, 4).map((j) => j.id);
    faults.set(failing[0]!, "error");
    faults.set(failing[1]!, "error");
    faults.set(failing[2]!, "expire");
    faults.set(failing[3]!, "malformed");
    const online = () => server.stats.completions + server.batch.stats.messages;
    const completions = online();
    const w = worker(api);
    expect(await w.exit, w.stderr()).toBe(0);

    expect((await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status).toBe(
      "completed",
    );
    expect(await jobCounts(runId)).toEqual({ done: PATCHES });
    const batch = await batchOf(runId);
    expect(batch).toMatchObject({ status: "collected", succeeded: PATCHES - 4, errored: 4 });
    if (api === "openai") expect(batch.providerStatus).toBe("expired");
    // The four were judged again online, one call each: the other jobs never were.
    expect(online() - completions).toBe(4);
    const redone = await prisma.judgeResult.findMany({
      where: { jobId: { in: failing } },
      include: { llmCall: true, job: true },
    });
    expect(redone).toHaveLength(4);
    for (const r of redone) expect(r.job.attempts).toBe(2);
    for (const r of redone) expect(r.llmCall!.batch).toBe(false);
    // The invalid answer was logged as a failed batch call, as an online one would be.
    const failed = await prisma.llmCall.count({
      where: { batch: true, error: { not: null }, createdAt: { gte: batch.createdAt } },
    });
    expect(failed).toBe(1);
    for (const id of failing) faults.delete(id);
  }, 120_000);

  it("resumes after the worker is killed: a second worker polls the same batch, never sends it again", async () => {
    // Held open by the mock until the first worker is dead: it is killed in the middle of its
    // polls, whatever the machine's speed.
    server.batch.settings.held = true;
    try {
      const runId = await startBatchRun(api, `batch-restart-${api}`, 1500);
      const before = { ...server.batch.stats };
      const first = worker(api, { exitWhenIdle: false, leaseMs: RESTART_LEASE_MS });
      // Killed while it holds the submitted batch (in a poll): the next worker takes it over once
      // the dead worker's lease has passed.
      await until(
        async () => {
          const b = await prisma.judgeBatch.findFirst({ where: { runId } });
          return b?.providerBatchId != null && b.workerId !== null;
        },
        60_000,
        "the submitted batch to be held by the first worker",
      );
      first.child.kill("SIGKILL");
      expect(await first.exit).toBeNull();
      expect(await jobCounts(runId)).toEqual({ running: PATCHES });
      expect(await batchOf(runId)).toMatchObject({ status: "submitted", succeeded: 0 });
      server.batch.settings.held = false;

      const second = worker(api, { leaseMs: RESTART_LEASE_MS });
      expect(await second.exit, second.stderr()).toBe(0);
      const key = api === "openai" ? "openaiBatches" : "anthropicBatches";
      expect(server.batch.stats[key] - before[key]).toBe(1);
      expect(server.batch.stats.files - before.files).toBe(api === "openai" ? 1 : 0);
      expect(await jobCounts(runId)).toEqual({ done: PATCHES });
      expect(await prisma.judgeResult.count({ where: { runId } })).toBe(PATCHES);
      expect((await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status).toBe(
        "completed",
      );
      expect(await batchOf(runId)).toMatchObject({ status: "collected", succeeded: PATCHES });
    } finally {
      server.batch.settings.held = false;
    }
  }, 120_000);

  it("cancelling the run cancels the provider batch: answers already in are kept, the rest cancelled", async () => {
    // Long enough that the cancel always reaches the provider before the batch ends.
    server.batch.settings.processingMs = 8000;
    try {
      const runId = await startBatchRun(api, `batch-cancel-${api}`, 1700);
      const before = { ...server.batch.stats };
      const w = worker(api, { exitWhenIdle: false });
      await until(
        async () =>
          ((await prisma.judgeBatch.findFirst({ where: { runId } }))?.providerBatchId ?? null) !==
          null,
        60_000,
        "the batch to be submitted",
      );
      await cancelJudgeRun({ projectId, runId, actorId: null });
      await until(
        async () => (await batchOf(runId)).status === "cancelled",
        60_000,
        "the batch to be cancelled and collected",
      );
      w.child.kill("SIGTERM");
      await w.exit;
      expect(server.batch.stats.cancels - before.cancels).toBe(1);
      const batch = await batchOf(runId);
      expect(batch.cancelRequested).toBe(true);
      expect(batch.providerStatus).toBe(api === "openai" ? "cancelled" : "ended");
      const counts = await jobCounts(runId);
      expect(counts.pending ?? 0).toBe(0);
      expect(counts.running ?? 0).toBe(0);
      expect((counts.done ?? 0) + (counts.cancelled ?? 0)).toBe(PATCHES);
      expect(counts.cancelled).toBeGreaterThan(0);
      expect(await prisma.judgeResult.count({ where: { runId } })).toBe(counts.done ?? 0);
      expect((await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status).toBe(
        "cancelled",
      );
    } finally {
      server.batch.settings.processingMs = 300;
    }
  }, 120_000);
});

it("splits a run whose requests exceed the provider's size limit over several batches, each sent once", async () => {
  const runId = await startBatchRun("openai", "batch-split", 1900);
  const before = { ...server.batch.stats };
  const worker = createBatchWorker({ batchPollMs: 50, pollMs: 50, maxBatchBytes: 20_000 });
  try {
    await until(
      async () =>
        (await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status === "completed",
      60_000,
      "the run to complete",
    );
  } finally {
    await worker.stop();
  }
  const batches = await prisma.judgeBatch.findMany({ where: { runId }, orderBy: { seq: "asc" } });
  expect(batches.length).toBeGreaterThan(1);
  expect(batches.map((b) => b.seq)).toEqual(batches.map((_, i) => i));
  expect(batches.every((b) => b.status === "collected" && b.providerBatchId)).toBe(true);
  expect(batches.reduce((n, b) => n + b.succeeded, 0)).toBe(PATCHES);
  expect(server.batch.stats.openaiBatches - before.openaiBatches).toBe(batches.length);
  expect(await jobCounts(runId)).toEqual({ done: PATCHES });
}, 120_000);

it("refuses batch mode for a provider without a batch API, naming the field, and queues nothing", async () => {
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "baseline-batch",
      provider: "baseline",
      reference: "ground_truth",
    }),
  });
  const runs = await prisma.judgeRun.count();
  const err = await startJudgeRun({
    projectId,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id, mode: "batch" }),
  }).catch((e: unknown) => e);
  expect(err).toMatchObject({ code: "INVALID_INPUT" });
  expect(String((err as Error).message)).toMatch(/^mode: the no-LLM baseline has no batch API/);
  expect(await prisma.judgeRun.count()).toBe(runs);
  expect(ZStartJudgeRun.safeParse({ configId: "x", mode: "offline" }).success).toBe(false);
});

it("collects a graded configuration's answers as online: the grade, its collapse as the label, an overridden model label", async () => {
  // The mock answers grade 2 where a user message says so (one bug's report), else the top grade.
  const bug = await prisma.bug.findFirstOrThrow({
    where: { projectId, externalId: "tinyjson-17" },
  });
  await prisma.bug.update({
    where: { id: bug.id },
    data: { report: `${bug.report}\nMOCK_GRADE=2` },
  });
  const scale = {
    grades: [
      { value: 1, label: "Wrong" },
      { value: 2, label: "Partly right" },
      { value: 3, label: "Right, with flaws" },
      { value: 4, label: "Right" },
    ],
    validFrom: 3,
    dimensions: [{ key: "security", name: "Security" }],
  };
  const runGraded = async (name: string) => {
    const runId = await startBatchRun("openai", name, 2048, { scale });
    const worker = createBatchWorker({ batchPollMs: 50, pollMs: 50 });
    try {
      await until(
        async () =>
          (await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status ===
          "completed",
        60_000,
        `the graded run ${name} to complete`,
      );
    } finally {
      await worker.stop();
    }
    return prisma.judgeResult.findMany({
      where: { runId },
      include: { patch: { select: { bugId: true } } },
    });
  };
  const expectGraded = (results: Awaited<ReturnType<typeof runGraded>>, cached: boolean) => {
    expect(results).toHaveLength(PATCHES);
    for (const r of results) {
      const steered = r.patch.bugId === bug.id;
      expect(r).toMatchObject({
        grade: steered ? 2 : 4,
        label: steered ? "INVALID" : "VALID",
        modelLabel: steered ? "VALID" : null,
        ...(steered ? { confidence: null } : {}),
        dimensionGrades: JSON.stringify({ security: steered ? 2 : 4 }),
        cached,
      });
    }
  };
  expectGraded(await runGraded("batch-graded"), false);
  // The same requests again: the batch is answered from the LLM cache before it is sent, and
  // each cached answer is read as the batch's own (it lost its grade, and kept the model's
  // contradicted label, when the cache was read with the binary schema).
  expectGraded(await runGraded("batch-graded-again"), true);
}, 120_000);
