import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { E2E_MOCK_LLM_PORT } from "./e2e-env";
import { expect, test } from "./fixtures";

const CONFIG = "Ground truth";

test("a lead previews few-shot examples, creates the tuned version, runs it and reads the held-out report", async ({
  world,
  pageAs,
}) => {
  test.setTimeout(180_000);
  // The test process starts the base run; the server's worker calls the mock LLM.
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1`;
  process.env.LLM_MODEL = "mock-rubric-model";
  // Through the domain layer: the pilot campaign (revealed, adjudicated), an LLM configuration
  // answered by the mock LLM, and a finished run of it on the campaign, worked by the app's worker.
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const { campaignId } = await seedPilotCampaign({
    projectId: project.id,
    actorId: lead.id,
    dataDir: "lib/demo/data",
  });
  const base = await createJudgeConfig({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateJudgeConfig.parse({
      name: CONFIG,
      provider: "openai-compatible",
      model: "mock-rubric-model",
      reference: "ground_truth",
    }),
  });
  const baseRun = await startJudgeRun({
    projectId: project.id,
    actorId: lead.id,
    input: ZStartJudgeRun.parse({ configId: base.id, campaignId }),
  });
  await expect
    .poll(
      async () => (await prisma.judgeRun.findUniqueOrThrow({ where: { id: baseRun.id } })).status,
      { timeout: 60_000 },
    )
    .toBe("completed");

  const rater = await pageAs(world.users.rater);
  expect((await rater.goto(`/projects/${world.slug}/judge/tune`))?.status()).toBe(403);

  const page = await pageAs(world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  await page.getByRole("link", { name: "Tune", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Tune the judge" })).toBeVisible();
  const form = page.getByRole("form", { name: "Few-shot tuning" });
  await expect(form.getByLabel("Base configuration version")).toHaveValue(base.id);
  await expect(form.getByLabel("Revealed campaign")).toHaveValue(campaignId);
  await form.getByLabel("Base run (optional)").selectOption(baseRun.id);
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("split-counts")).toContainText("Split by bug (seed 42)");
  await expect(page.getByTestId("few-shot-example")).toHaveCount(4);
  await form.getByRole("button", { name: "Create version" }).click();
  await expect(form.getByRole("status")).toContainText(`Saved ${CONFIG} v2`);
  await expect(form.getByRole("button", { name: "Create version" })).toBeDisabled();

  // The new version has no run yet: the report says so and offers one.
  const tuned = page.getByRole("region", { name: "Tuned version" });
  await expect(tuned).toContainText(`no finished run of ${CONFIG} v2`);
  await expect(page).toHaveURL(/version=2/);
  await tuned.getByRole("button", { name: /Start a run of v2 on Pilot study/ }).click();

  const report = page.getByRole("region", { name: "Held-out report" });
  await expect(report).toBeVisible({ timeout: 90_000 });
  await expect(report.getByTestId("held-out-scope")).toContainText(
    "patches of the tuning part are excluded",
  );
  for (const metric of ["kappa", "precision", "recall"])
    await expect(report.getByTestId(`held-out-${metric}`)).toBeVisible();
  await expect(report.getByRole("img", { name: /before and after/ })).toBeVisible();
  // The report scores held-out patches only: as many as the database holds for held-out bugs.
  const v2 = await prisma.judgeConfig.findFirstOrThrow({
    where: { projectId: project.id, name: CONFIG, version: 2 },
  });
  const { heldOutBugIds } = JSON.parse(v2.tuning!) as { heldOutBugIds: string[] };
  const heldOut = await prisma.consensus.count({
    where: { campaignId, patch: { bugId: { in: heldOutBugIds } } },
  });
  await expect(report.getByTestId("held-out-scope")).toContainText(
    `${heldOut} held-out patches of ${heldOutBugIds.length} bugs`,
  );
  await page.screenshot({ path: "/tmp/fewshot-tune.png", fullPage: true });

  // The alignment view marks the tuned version and links its report.
  await page.goto(`/projects/${world.slug}/judge/alignment?config=${encodeURIComponent(CONFIG)}`);
  const row = page.getByTestId("version-row-2");
  await expect(row.getByTestId("version-tuning")).toContainText("tuned: few-shot");
  await row.getByRole("link", { name: "held-out report" }).click();
  await expect(page.getByRole("region", { name: "Held-out report" })).toBeVisible();
});
