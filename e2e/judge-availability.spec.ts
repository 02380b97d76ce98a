import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { cancelJudgeRun } from "@/lib/judge/queue/cancel-judge-run";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { pauseJudgeRun } from "@/lib/judge/worker/pause-judge-run";
import { expect, loginAs, test } from "./fixtures";

test("a run's page says when no running worker can serve its provider, and when its provider is down", async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  // The server's worker serves the mock (openai-compatible, and Anthropic and Gemini through it);
  // this run needs OpenAI. The key is this process's, to start the run: the server never sees it.
  process.env.OPENAI_API_KEY = "sk-openai-e2e-only";
  const config = await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "GPT",
      provider: "openai",
      model: "gpt-4.1",
      reference: "report_only",
    }),
  });
  const run = await startJudgeRun({
    projectId: project.id,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id }),
  });
  // And its provider failed every call: paused for ten minutes.
  const until = await pauseJudgeRun({
    runId: run.id,
    reason: "LLM call failed: HTTP 529: Overloaded",
    baseMs: 600_000,
    maxMs: 600_000,
  });

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge/runs/${run.id}`);
  const stall = page.getByTestId("run-stall");
  await expect(stall).toContainText("No running worker can serve this run: it needs openai");
  await expect(stall).toContainText("openai-compatible");
  await expect(stall).not.toContainText("sk-openai");
  const paused = page.getByTestId("run-paused");
  await expect(paused).toContainText("Provider unavailable, retrying at");
  await expect(paused).toContainText("HTTP 529: Overloaded");
  await page.screenshot({ path: "/tmp/worker-run-paused.png", fullPage: true });
  // Nothing was claimed meanwhile.
  expect(
    await prisma.judgeJob.count({ where: { runId: run.id, status: { not: "pending" } } }),
  ).toBe(0);
  expect(until.getTime()).toBeGreaterThan(Date.now());
  // Leaves no open run behind in the shared e2e database.
  await cancelJudgeRun({ projectId: project.id, runId: run.id, actorId: null });
});
