import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { until } from "@/lib/test/until";
import { drain, PATCHES, useJudgeRunProject, useServer } from "./judge-run.fixture";
import { getJudgeRun } from "./results/get-judge-run";
import type { TJudgeRunView } from "./judge-api.types";

// The audit: during a 75 s provider outage a run at concurrency 16 spent about 5,100 attempts
// and failed 153 of its 1,066 jobs for good. Calls that all fail the same way (5xx, no
// connection) pause the run instead, and the jobs keep their attempts.
const judge = useJudgeRunProject();
const { config, start } = judge;
let projectId = "";
beforeAll(() => {
  projectId = judge.world().projectId;
});

describe("a provider outage", () => {
  it("pauses the run while the provider is down (shown with its retry time), then finishes it: no job failed, few calls spent", async () => {
    const flaky = await startMockLlmServer({ port: 0 });
    useServer(flaky.url);
    // Calls answer or fail at once here; a busy machine must not turn them into timeouts.
    process.env.LLM_TIMEOUT_MS = "10000";
    const cfg = await config({
      name: "outage-pause",
      provider: "openai-compatible",
      model: "mock-outage-pause",
      reference: "report_only",
    });
    const run = await start(cfg.id, { concurrency: 8 });
    // Down from the first call until the test has seen the run paused for a while.
    flaky.outage(3_600_000);
    const outageFrom = Date.now();
    const seen: NonNullable<TJudgeRunView["paused"]>[] = [];
    const draining = drain(run.id, { baseDelayMs: 100, pauseBaseMs: 200, pauseMaxMs: 800 });
    // The run says so while the pause lasts (the page and `rubricate judge` show this message).
    await until(
      async () => {
        const { paused } = await getJudgeRun({ projectId, runId: run.id });
        if (paused) seen.push(paused);
        return paused !== null;
      },
      10_000,
      "the run to report its pause",
      20,
    );
    // The pause lasts while the provider is down: the run keeps saying so.
    const downUntil = Date.now() + 1_500;
    while (Date.now() < downUntil) {
      const { paused, status, counts } = await getJudgeRun({ projectId, runId: run.id });
      if (paused) seen.push(paused);
      expect({ paused: paused !== null, status, failed: counts.failed }).toEqual({
        paused: true,
        status: "running",
        failed: 0,
      });
      await new Promise((r) => setTimeout(r, 100));
    }
    const duringOutage = flaky.stats.faults.outage;
    flaky.outage(0);
    const outageMs = Date.now() - outageFrom;
    await draining;
    await flaky.close();
    // Each read says so: with the time of the next try while the pause lasts, "trying again now"
    // once it is over and the probe not yet answered (a busy machine reads late in a short pause).
    for (const p of seen)
      expect(p.message).toMatch(
        /^Provider unavailable, (retrying at \d{4}-\d\d-\d\dT|trying again now)/,
      );
    expect(seen.some((p) => p.message.includes(", retrying at "))).toBe(true);
    // Why: the provider's 503 (a job prepared during a pause and held back says "Not sent").
    expect(seen.some((p) => /503/.test(p.reason ?? ""))).toBe(true);
    const view = await getJudgeRun({ projectId, runId: run.id });
    expect(view).toMatchObject({
      status: "completed",
      counts: { done: PATCHES, failed: 0 },
      paused: null,
    });
    // The outage cost the calls in flight when it began, then one probe per pause (each at least
    // pauseBaseMs): a slow machine makes the outage last longer, not the probes closer together.
    expect(flaky.stats.faults.outage).toBe(duringOutage);
    expect(duringOutage).toBeGreaterThan(0);
    expect(duringOutage).toBeLessThanOrEqual(8 + Math.max(10, Math.ceil(outageMs / 200)));
    // Attempts spent on the outage were not the jobs': at most the first streak counted.
    const jobs = await prisma.judgeJob.findMany({ where: { runId: run.id } });
    expect(jobs.filter((j) => j.attempts > 1).length).toBeLessThanOrEqual(2);
  });
});
