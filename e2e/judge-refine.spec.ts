import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { E2E_MOCK_LLM_PORT } from "./e2e-env";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/**
 * Through the domain layer: the demo's pilot campaign (adjudicated, revealed) and a finished run
 * of an LLM configuration on it, judged by the mock LLM server (the same label for every patch,
 * so the consensus' other label makes the disagreements).
 */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const { campaignId } = await seedPilotCampaign({
    projectId: project.id,
    actorId: lead.id,
    dataDir: "lib/demo/data",
  });
  // Starting a run checks the provider's settings in this process, as the server has them.
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1`;
  process.env.LLM_MODEL = "mock-rubric-model";
  const config = await createJudgeConfig({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateJudgeConfig.parse({
      name: "GT judge",
      provider: "openai-compatible",
      model: "mock-rubric-model",
      reference: "ground_truth",
    }),
  });
  const run = await startJudgeRun({
    projectId: project.id,
    actorId: lead.id,
    input: ZStartJudgeRun.parse({ configId: config.id, campaignId, concurrency: 16 }),
  });
  await expect
    .poll(async () => (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status, {
      timeout: 60_000,
      intervals: [250],
    })
    .toBe("completed");
  return { projectId: project.id, campaignId, baseId: config.id, runId: run.id };
}

test("a lead has the LLM propose instructions from a run's disagreements, edits a line, accepts, and runs the new version", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const ids = await setUp(world);
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  await page.getByRole("link", { name: "Refine instructions" }).click();
  await page.waitForURL(/\/judge\/refine$/);

  const form = page.getByRole("form", { name: "Propose instructions" });
  await expect(form.getByLabel("Configuration")).toContainText("GT judge v1");
  await expect(form.getByLabel("Revealed campaign")).toContainText("Pilot study");
  await expect(form.getByLabel("Finished run")).toContainText("completed");
  await form.getByRole("button", { name: "Propose instructions" }).click();

  const review = page.getByRole("region", { name: "Review the proposal" });
  await expect(review).toContainText("Proposal for GT judge v1");
  await expect(review).toContainText(/\d+ tuning bugs, \d+ held out and never shown to the LLM/);
  await expect(review.getByRole("textbox", { name: "Line 1" })).not.toHaveValue("");
  // Each line shows the disagreements it cites: the patch, what the judge said, what the reviewers said.
  const line1 = review.getByRole("listitem").first();
  await expect(line1).toContainText(/Judge said (VALID|INVALID)/);
  await expect(line1).toContainText(/Reviewers said (VALID|INVALID)/);
  await review
    .getByRole("textbox", { name: "Line 1" })
    .fill("A patch that only silences the symptom is INVALID.");
  await review.getByRole("button", { name: "Remove line 2" }).click();
  await review.getByRole("button", { name: "Add a line" }).click();
  await review
    .getByRole("textbox", { name: "Line 2" })
    .fill("An alternative fix the rubric did not foresee can be VALID.");
  await page.screenshot({ path: "/tmp/guidance-review.png", fullPage: true });
  await review.getByRole("button", { name: "Accept as a new version" }).click();

  await expect(review.getByRole("status")).toContainText("Accepted as GT judge v2");
  const v2 = await prisma.judgeConfig.findFirstOrThrow({
    where: { projectId: ids.projectId, name: "GT judge", version: 2 },
  });
  expect(JSON.parse(v2.guidance!)).toEqual([
    "A patch that only silences the symptom is INVALID.",
    "An alternative fix the rubric did not foresee can be VALID.",
  ]);
  expect(JSON.parse(v2.tuning!)).toMatchObject({
    method: "instructions",
    baseConfigId: ids.baseId,
    baseRunId: ids.runId,
    campaignId: ids.campaignId,
    seed: 42,
  });
  const proposals = page.getByRole("region", { name: "Earlier proposals" });
  await expect(proposals).toContainText("accepted");
  await expect(review.getByRole("list", { name: "Accepted lines" })).toContainText(
    "An alternative fix the rubric did not foresee can be VALID.",
  );
  await page.screenshot({ path: "/tmp/guidance-accepted.png", fullPage: true });

  await review.getByRole("button", { name: "Start a run of v2 on this campaign" }).click();
  await review.getByRole("link", { name: "Open the run" }).click();
  await page.waitForURL(/\/judge\/runs\/[^/]+$/);
  await expect(page.getByText("GT judge v2").first()).toBeVisible();
  expect(
    await prisma.judgeRun.count({ where: { configId: v2.id, campaignId: ids.campaignId } }),
  ).toBe(1);
});
