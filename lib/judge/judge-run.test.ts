import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { drain, PATCHES, useJudgeRunProject, useServer } from "./judge-run.fixture";
import { getJudgeRun } from "./results/get-judge-run";
import { listJudgeResults } from "./results/list-judge-results";
import { recomputeRunCallTotals } from "./worker/recompute-run-call-totals";

const judge = useJudgeRunProject();
const { config, start } = judge;
let projectId = "";
let server: TMockLlmServer;
let faulty: TMockLlmServer;
beforeAll(() => {
  ({ projectId, server, faulty } = judge.world());
});

describe("judge runs", () => {
  it("refuses a run whose reference no bug has, and an unknown patch id, creating nothing", async () => {
    useServer(server.url);
    const golden = await config({
      name: "golden",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "golden",
    });
    await expect(start(golden.id)).rejects.toThrow(
      /no patch to judge\. 27 matching patches were left out: no golden rubric/,
    );
    await expect(
      start(golden.id, { filter: { kind: "patches", patchIds: ["nope"] } }),
    ).rejects.toThrow(/no patch with id nope/);
    expect(await prisma.judgeRun.count({ where: { projectId } })).toBe(0);
  });

  it("versions configurations under one name", async () => {
    const a = await config({ name: "versioned", provider: "baseline", reference: "ground_truth" });
    const b = await config({
      name: "versioned",
      provider: "baseline",
      reference: "ground_truth",
      threshold: 0.3,
    });
    expect([a.version, b.version]).toEqual([1, 2]);
    expect(b.threshold).toBe(0.3);
  });

  it("judges every patch once per sample through the mock server, and a rerun answers from the cache", async () => {
    useServer(server.url);
    const cfg = await config({
      name: "gt-3",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "ground_truth",
      samples: 3,
    });
    const first = await start(cfg.id, { concurrency: 6 });
    expect(first).toMatchObject({ patches: PATCHES, total: PATCHES * 3 });
    await drain(first.id);
    const run = await getJudgeRun({ projectId, runId: first.id });
    expect(run).toMatchObject({
      status: "completed",
      counts: { done: PATCHES * 3, failed: 0, pending: 0, running: 0 },
      llmCalls: PATCHES * 3,
      cachedCalls: 0,
    });
    expect(run.inputTokens).toBeGreaterThan(0);
    // A new configuration takes the newest prompt: v2, the bug's part first, the patch last, so
    // the mock's prompt cache has the prefix warm for every later call on the same bug.
    expect(cfg).toMatchObject({ promptTemplate: "judge-ground-truth", promptVersion: "3" });
    // v3 tells the judge each patch's imported test outcome, never a pass it did not have.
    const sent = await prisma.judgeResult.findMany({
      where: { runId: first.id, sample: 0 },
      select: { patch: { select: { passesTests: true } }, llmCall: { select: { prompt: true } } },
    });
    expect(sent).toHaveLength(PATCHES);
    for (const { patch, llmCall } of sent) {
      const outcome = { true: "Passes:", false: "Fails:", null: "Unknown:" }[
        String(patch.passesTests) as "true" | "false" | "null"
      ];
      expect(llmCall?.prompt).toContain(`## The candidate patch's test outcome\n\n${outcome}`);
      expect(llmCall?.prompt).not.toContain("already passes");
    }
    expect(sent.some((s) => s.patch.passesTests === false)).toBe(true);
    const calls = await prisma.llmCall.findMany({
      where: { judgeResults: { some: { runId: first.id } } },
      select: { cachedInputTokens: true, inputTokens: true },
    });
    const cached = calls.reduce((n, c) => n + (c.cachedInputTokens ?? 0), 0);
    expect(calls.filter((c) => (c.cachedInputTokens ?? 0) > 0).length).toBeGreaterThan(PATCHES);
    expect(run).toMatchObject({ cachedInputTokens: cached, cacheWriteTokens: 0 });
    expect(run.cachedInputTokens / run.inputTokens).toBeGreaterThan(0.3);
    const inputTokens = calls.reduce((n, c) => n + (c.inputTokens ?? 0), 0);
    expect(run.inputTokens).toBe(inputTokens);
    // The totals kept as results were stored equal the ones recomputed from the rows.
    await prisma.$transaction((tx) => recomputeRunCallTotals({ tx, projectId }));
    expect(await getJudgeRun({ projectId, runId: first.id })).toEqual(run);
    expect(await prisma.judgeResult.count({ where: { runId: first.id } })).toBe(PATCHES * 3);
    const { rows, total, nextCursor } = await listJudgeResults({
      projectId,
      runId: first.id,
      viewerId: "nobody",
    });
    expect(rows).toHaveLength(PATCHES);
    // Three samples a patch: the total counts patches (the run's jobs / samples), one page.
    expect([total, nextCursor]).toEqual([PATCHES, null]);
    const patches = await prisma.patch.findMany({
      where: { projectId },
      select: { externalId: true, diff: true },
    });
    for (const row of rows) {
      const diff = patches.find((p) => p.externalId === row.patchId)!.diff;
      expect(row.label, row.patchId).toBe(/len/.test(diff) ? "INVALID" : "VALID");
      expect(row.valid + row.invalid).toBe(3);
      // The mock returns logprobs: VALID gets exp(mean) = exp(-0.05); INVALID 0.
      expect(row.confidence).toBeCloseTo(row.label === "VALID" ? Math.exp(-0.05) : 0, 10);
    }
    expect(new Set(rows.map((r) => r.label)).size).toBe(2);

    const callsBefore = server.stats.completions;
    const again = await start(cfg.id, { concurrency: 6 });
    await drain(again.id);
    expect(server.stats.completions).toBe(callsBefore);
    const rerun = await getJudgeRun({ projectId, runId: again.id });
    expect(rerun).toMatchObject({
      status: "completed",
      llmCalls: 0,
      cachedCalls: PATCHES * 3,
      inputTokens: 0,
      cachedInputTokens: 0,
      costUsd: null,
      cacheSavingUsd: null,
    });
    const rerows = (await listJudgeResults({ projectId, runId: again.id, viewerId: "nobody" }))
      .rows;
    expect(rerows.map((r) => [r.patchId, r.label, r.confidence])).toEqual(
      rows.map((r) => [r.patchId, r.label, r.confidence]),
    );
  });

  it("prices a priced model's run with the prompt cache: cached input at its rate, the saving beside the cost", async () => {
    Object.assign(process.env, {
      LLM_PROVIDER: "openai",
      OPENAI_API_KEY: "test-key",
      LLM_BASE_URL: server.url,
      LLM_MODEL: "gpt-4.1-mini",
      LLM_TIMEOUT_MS: "3000",
    });
    try {
      const cfg = await config({
        name: "report-only priced",
        provider: "openai",
        model: "gpt-4.1-mini",
        reference: "report_only",
      });
      const started = await start(cfg.id, { concurrency: 1 });
      await drain(started.id);
      const run = await getJudgeRun({ projectId, runId: started.id });
      expect(run).toMatchObject({ status: "completed", llmCalls: PATCHES });
      const calls = await prisma.llmCall.findMany({
        where: { judgeResults: { some: { runId: started.id } } },
      });
      const sum = (f: (c: (typeof calls)[number]) => number) => calls.reduce((n, c) => n + f(c), 0);
      // gpt-4.1-mini: 0.40 input, 0.10 cached input, 1.60 output per million tokens.
      const expected = sum(
        (c) =>
          ((c.inputTokens! - c.cachedInputTokens!) * 0.4 +
            c.cachedInputTokens! * 0.1 +
            c.outputTokens! * 1.6) /
          1e6,
      );
      expect(run.cachedInputTokens).toBe(sum((c) => c.cachedInputTokens!));
      expect(run.cachedInputTokens).toBeGreaterThan(0);
      expect(run.costUsd).toBeCloseTo(expected, 12);
      expect(run.cacheSavingUsd).toBeCloseTo((run.cachedInputTokens * 0.3) / 1e6, 12);
    } finally {
      delete process.env.OPENAI_API_KEY;
      useServer(server.url);
    }
  });

  it("finishes under 20 % injected faults (429, 500, malformed JSON, timeouts): every patch judged or failed with a reason, none twice", async () => {
    useServer(faulty.url);
    const cfg = await config({
      name: "faulty",
      provider: "openai-compatible",
      model: "mock-judge-faulty",
      reference: "report_only",
    });
    const run = await start(cfg.id, { concurrency: 8 });
    await drain(run.id);
    const jobs = await prisma.judgeJob.findMany({
      where: { runId: run.id },
      include: { result: true },
    });
    expect(jobs).toHaveLength(PATCHES);
    for (const job of jobs) {
      expect(["done", "failed"]).toContain(job.status);
      if (job.status === "done") expect(job.result).not.toBeNull();
      else expect(job.lastError).toMatch(/\w/);
    }
    const results = await prisma.judgeResult.findMany({
      where: { runId: run.id },
      select: { patchId: true, sample: true },
    });
    expect(new Set(results.map((r) => `${r.patchId}:${r.sample}`)).size).toBe(results.length);
    expect(results.length).toBe(jobs.filter((j) => j.status === "done").length);
    const f = faulty.stats.faults;
    expect(f.rateLimit + f.serverError + f.malformed + f.timeout).toBeGreaterThan(0);
    // Retries happened: more requests than patches.
    expect(faulty.stats.requests).toBeGreaterThan(PATCHES);
    expect(jobs.some((j) => j.attempts > 1)).toBe(true);
  });

  it("rides out a provider outage longer than the old retry budget: every job done, run completed", async () => {
    const flaky = await startMockLlmServer({ port: 0 });
    useServer(flaky.url);
    const cfg = await config({
      name: "outage",
      provider: "openai-compatible",
      model: "mock-outage",
      reference: "report_only",
    });
    const run = await start(cfg.id, { concurrency: 8 });
    // With a 100 ms base the waits before a job's last attempt add up to at least 6 s.
    flaky.outage(1_500);
    await drain(run.id, { baseDelayMs: 100 });
    await flaky.close();
    expect(flaky.stats.faults.outage).toBeGreaterThan(0);
    expect(await getJudgeRun({ projectId, runId: run.id })).toMatchObject({
      status: "completed",
      counts: { done: PATCHES, failed: 0 },
    });
  });

  it("says so when some jobs failed: completed_with_failures, each failure with its reason", async () => {
    // At temperature 0 an answer that misses the schema is final: the patches of one bug fail.
    const picky = await startMockLlmServer({
      port: 0,
      respond: (body) =>
        JSON.stringify(body.messages).includes("tinyjson-17")
          ? "not a verdict"
          : { thought: "t", label: "VALID", justification: "j" },
    });
    useServer(picky.url);
    const cfg = await config({
      name: "picky",
      provider: "openai-compatible",
      model: "mock-picky",
      reference: "report_only",
      temperature: 0,
    });
    const run = await start(cfg.id);
    await drain(run.id);
    await picky.close();
    const view = await getJudgeRun({ projectId, runId: run.id });
    expect(view.counts.failed).toBeGreaterThan(0);
    expect(view.counts.done).toBeGreaterThan(0);
    expect(view.counts.done + view.counts.failed).toBe(PATCHES);
    expect(view.status).toBe("completed_with_failures");
    expect(view.failures).toMatchObject({ kind: "some", failed: view.counts.failed });
    expect(view.failures?.message).toMatch(
      new RegExp(`^Finished with failures: ${view.counts.failed} of ${PATCHES} jobs failed — \\S`),
    );
    for (const job of await prisma.judgeJob.findMany({
      where: { runId: run.id, status: "failed" },
    }))
      expect(job.lastError).toMatch(/\w/);
  });
});
