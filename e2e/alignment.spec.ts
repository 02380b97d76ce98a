import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { getAlignmentReport } from "@/lib/alignment/get-alignment-report";
import { ZAlignmentQuery } from "@/lib/alignment/schemas";
import { formatDelta, formatMetric } from "@/components/alignment/format-metric";
import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/** The bug whose candidate patches every rater rejects. */
const REJECTED_BUG = "tinyjson-17";
const CONFIG = "Similarity";

/**
 * Through the domain layer: a revealed campaign over every patch (three raters agree: the
 * REJECTED_BUG's patches INVALID, the rest VALID, each with a justification), two versions of a
 * similarity-baseline configuration (v1 threshold 0.3, v2 threshold 0.6), and a completed v1 run
 * on the campaign, worked by the app's own worker.
 */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const configIds: string[] = [];
  for (const threshold of [0.3, 0.6])
    configIds.push(
      (
        await createJudgeConfig({
          projectId: project.id,
          actorId: null,
          input: ZCreateJudgeConfig.parse({
            name: CONFIG,
            provider: "baseline",
            reference: "ground_truth",
            threshold,
          }),
        })
      ).id,
    );
  const raters = await prisma.user.findMany({
    where: {
      email: { in: [world.users.rater.email, world.users.rater2.email, world.users.rater3.email] },
    },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const c = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Alignment round",
      selection: { kind: "all" },
      ratersPerPatch: 3,
      raterIds: raters.map((r) => r.id),
    }),
  });
  for (const rater of raters) {
    const { campaign } = await getCampaignAccess({
      user: rater,
      slug: world.slug,
      campaignId: c.id,
      need: "rate",
    });
    const assignments = await prisma.assignment.findMany({
      where: { campaignId: c.id, raterId: rater.id },
      select: {
        id: true,
        patch: { select: { externalId: true, bug: { select: { externalId: true } } } },
      },
    });
    for (const a of assignments) {
      const label = a.patch.bug.externalId === REJECTED_BUG ? "INVALID" : "VALID";
      await submitRating({
        campaign,
        raterId: rater.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({
          label,
          justification: `${rater.name} finds ${a.patch.externalId} ${label}`,
        }),
      });
    }
  }
  await changeCampaignPhase({ campaignId: c.id, actorId: lead.id, input: { phase: "reveal" } });
  const run = await startJudgeRun({
    projectId: project.id,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: configIds[0], campaignId: c.id }),
  });
  await expect
    .poll(async () => (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status, {
      timeout: 60_000,
      intervals: [300],
    })
    .toBe("completed");
  return { projectId: project.id, campaignId: c.id, v2: configIds[1]! };
}

test("a lead re-scores the labelled patches with a second configuration version and reads both versions' κ, the change and a disagreement with both justifications", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { projectId, campaignId, v2 } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  await page.getByRole("link", { name: "Alignment", exact: true }).click();
  await page.waitForURL(/\/judge\/alignment$/);
  await expect(
    page.getByRole("heading", { name: `${CONFIG} against Alignment round` }),
  ).toBeVisible();
  const row1 = page.getByTestId("version-row-1");
  const row2 = page.getByTestId("version-row-2");
  await expect(row1.getByTestId("metric-n")).toHaveText("27");
  await expect(row2).toContainText("no completed run");

  // Re-score: v2 on the campaign's labelled patches, started from the page.
  await row2.getByRole("button", { name: "Re-score with v2" }).click();
  await expect(page.getByRole("status")).toContainText("Re-scoring 27 labelled patches with v2");
  const rescore = await prisma.judgeRun.findFirstOrThrow({
    where: { configId: v2, campaignId },
    select: { id: true, filter: true },
  });
  expect(JSON.parse(rescore.filter)).toMatchObject({ kind: "patches" });
  await expect
    .poll(
      async () => (await prisma.judgeRun.findUniqueOrThrow({ where: { id: rescore.id } })).status,
      { timeout: 60_000, intervals: [300] },
    )
    .toBe("completed");
  await page.reload();

  // Both versions' κ and the change, as the domain layer computes them.
  const report = await getAlignmentReport({
    projectId,
    viewerId: null,
    query: ZAlignmentQuery.parse({ config: CONFIG }),
  });
  const [m1, m2] = report.versions.map((v) => v.metrics!);
  expect(m1!.kappa).not.toBe(m2!.kappa);
  await expect(row1.getByTestId("metric-kappa")).toHaveText(formatMetric(m1!.kappa));
  await expect(row2.getByTestId("metric-kappa")).toHaveText(formatMetric(m2!.kappa));
  await expect(row2.getByTestId("metric-n")).toHaveText("27");
  const delta = formatDelta(m2!.kappa! - m1!.kappa!);
  await expect(row2.getByTestId("delta-kappa")).toContainText(delta);
  await expect(row2.getByTestId("delta-kappa").locator(".delta")).toHaveClass(
    m2!.kappa! > m1!.kappa! ? /delta-up/ : /delta-down/,
  );
  await expect(page.getByTestId("kappa-chart")).toBeVisible();

  // The disagreements of v2: the judge's justification beside the three raters'.
  const expected = report.disagreements;
  expect(expected.length).toBeGreaterThan(0);
  await expect(
    page.getByRole("heading", { name: `Disagreements of v2 (${expected.length})` }),
  ).toBeVisible();
  const first = page.getByTestId("disagreement").filter({ hasText: expected[0]!.patchId });
  await expect(first.getByTestId("judge-side")).toContainText(expected[0]!.judge.justification);
  await expect(first.getByTestId("judge-side")).toContainText(expected[0]!.judge.label);
  await expect(first.getByTestId("consensus-side")).toContainText(expected[0]!.consensus.label);
  for (const u of [world.users.rater, world.users.rater2, world.users.rater3])
    await expect(first.getByTestId("consensus-side")).toContainText(
      `${u.name} finds ${expected[0]!.patchId} ${expected[0]!.consensus.label}`,
    );

  // A bad parameter: a clear message, not a crash.
  await page.goto(`/projects/${world.slug}/judge/alignment?config=Nope`);
  await expect(page.locator(".alert.error")).toContainText("no judge configuration named “Nope”");
  await page.getByRole("button", { name: "Show the defaults" }).click();
  await expect(row1.getByTestId("metric-n")).toHaveText("27");
});
