import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { expect, loginAs, test } from "./fixtures";

test("a lead starts a batch-mode run from the UI and watches its provider batch until the run completes", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Batch judge",
      provider: "openai-compatible",
      model: "mock-batch-model",
      reference: "report_only",
    }),
  });
  const patches = await prisma.patch.count({ where: { projectId: project.id } });

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  const form = page.getByRole("form", { name: "Start a run" });
  await form.getByLabel("Configuration").selectOption({ label: "Batch judge v1" });
  await form.getByLabel(/Batch API/).check();
  await form.getByRole("button", { name: "Start run" }).click();
  await page.waitForURL(/\/judge\/runs\/[^/]+$/);
  const runId = page.url().split("/").at(-1)!;

  // The page follows the provider's batch: sent, processing, then collected.
  const batch = page.getByTestId("run-batch");
  await expect(batch).toContainText("at the provider", { timeout: 30_000 });
  await expect(page.getByTestId("run-batch-status")).toHaveText(/validating|in_progress/);
  await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 60_000 });
  await expect(batch).toContainText("collected");
  await expect(page.getByTestId("run-batch-status")).toHaveText("completed");
  await expect(batch).toContainText(`${patches} of ${patches} answered`);
  await expect(page.getByTestId("run-progress-text")).toHaveText(`${patches} / ${patches} done`);
  await expect(page.getByTestId("result-row")).toHaveCount(patches);

  const run = await prisma.judgeRun.findUniqueOrThrow({
    where: { id: runId },
    select: { mode: true, results: { select: { llmCall: { select: { batch: true } } } } },
  });
  expect(run.mode).toBe("batch");
  expect(run.results.every((r) => r.llmCall?.batch === true)).toBe(true);
});
