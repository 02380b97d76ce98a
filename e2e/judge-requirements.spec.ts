import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { findGoldenRubric } from "@/lib/campaigns/find-golden-rubric";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import type { Page } from "@playwright/test";
import { expect, loginAs, test, type TWorld } from "./fixtures";
import { makeGoldenRubric } from "./golden-rubric";

const BUG = "tinyjson-17";

/**
 * Through the domain layer: a golden rubric for BUG, and a revealed campaign over its patches
 * where two of three raters tick the rubric's first requirement (the others none).
 */
async function setUp(world: TWorld) {
  await makeGoldenRubric(world, BUG);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const bug = await prisma.bug.findFirstOrThrow({
    where: { projectId: project.id, externalId: BUG },
  });
  const golden = (await findGoldenRubric({ bugId: bug.id }))!;
  expect(golden.checklist.length).toBeGreaterThan(0);
  const raters = await prisma.user.findMany({
    where: {
      email: { in: [world.users.rater.email, world.users.rater2.email, world.users.rater3.email] },
    },
    orderBy: { email: "asc" },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const c = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Checklist round",
      selection: { kind: "golden" },
      ratersPerPatch: 3,
      raterIds: raters.map((r) => r.id),
    }),
  });
  for (const [i, rater] of raters.entries()) {
    const { campaign } = await getCampaignAccess({
      user: rater,
      slug: world.slug,
      campaignId: c.id,
      need: "rate",
    });
    const assignments = await prisma.assignment.findMany({
      where: { campaignId: c.id, raterId: rater.id },
      select: { id: true },
    });
    for (const a of assignments)
      await submitRating({
        campaign,
        raterId: rater.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({
          label: "VALID",
          justification: "ok",
          checklist: i < 2 ? [golden.checklist[0]!.line] : [],
        }),
      });
  }
  await changeCampaignPhase({ campaignId: c.id, actorId: lead.id, input: { phase: "reveal" } });
  const patches = await prisma.patch.count({ where: { bugId: bug.id } });
  return { patches, checklist: golden.checklist };
}

/** On the Judge page: saves a per-requirement configuration on the golden rubric (graded too, if asked). */
async function saveConfig(page: Page, name: string, options: { graded: boolean }) {
  const form = page.getByRole("form", { name: "New configuration" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Provider").selectOption("openai-compatible");
  await form.getByLabel("Model").fill("mock-rubric-model");
  await form.getByLabel("Reference").selectOption({ label: "Golden rubric" });
  await form.getByRole("checkbox", { name: /Judge each requirement/ }).check();
  if (options.graded)
    await form.getByRole("combobox", { name: "Scale", exact: true }).selectOption("graded");
  await form.getByRole("button", { name: "Save configuration" }).click();
  await expect(form.getByRole("status")).toHaveText(`Saved ${name} v1.`);
  return form;
}

/** Runs version 1 of `name` over the checklist campaign's patches and waits for it to complete. */
async function runOverCampaign(page: Page, name: string, patches: number) {
  const start = page.getByRole("form", { name: "Start a run" });
  await start.getByLabel("Configuration").selectOption({ label: `${name} v1` });
  await start
    .getByLabel("Campaign (for agreement)")
    .selectOption({ label: `Checklist round (reveal, ${patches} patches)` });
  await start.getByRole("button", { name: "Start run" }).click();
  await page.waitForURL(/\/judge\/runs\/[^/]+$/);
  await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 60_000 });
  await expect(page.getByTestId("result-row")).toHaveCount(patches);
}

test("a lead saves a per-requirement configuration, runs it, and reads the verdict per requirement and the agreement with the raters' ticks", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { patches, checklist } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  const form = await saveConfig(page, "Per requirement judge", { graded: false });
  // Ground-truth references have no requirement list: the option is not offered.
  await form.getByLabel("Reference").selectOption({ label: "Ground-truth patch" });
  await expect(form.getByRole("checkbox", { name: /Judge each requirement/ })).toHaveCount(0);
  await runOverCampaign(page, "Per requirement judge", patches);

  // The mock LLM answers requirement 1 as met: the two ticks of three agree on every patch.
  const table = page.getByRole("region", { name: "Per requirement" });
  const first = table.getByTestId("requirement-agreement-row").first();
  await expect(first).toContainText(BUG);
  await expect(first).toContainText(checklist[0]!.text);
  await expect(first.locator("td").nth(3)).toHaveText(String(patches));
  await expect(first.locator("td").nth(4)).toHaveText("100%");
  const overall = table.getByTestId("requirement-agreement-row").last();
  await expect(overall.locator("td").first()).toHaveText("Overall");
  await expect(overall.locator("td").nth(3)).toHaveText(String(patches));

  // A result shows the judge's verdict on each requirement with its note.
  await page.getByTestId("result-row").first().click();
  const drawer = page.getByTestId("result-drawer");
  const verdict = drawer.getByTestId("requirement-verdict").first();
  await expect(verdict).toContainText(checklist[0]!.text);
  await expect(verdict).toContainText("✓ met");
  await expect(verdict).toContainText("Mock answer");
});

test("a lead judges per requirement on a graded scale: each patch's grade beside its verdict on every requirement", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { patches, checklist } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  await saveConfig(page, "Graded requirements judge", { graded: true });
  const row = page.getByTestId("config-row").filter({ hasText: "Graded requirements judge" });
  await expect(row.getByTestId("config-scale")).toHaveText("+ graded 1–4, VALID from 3");
  await runOverCampaign(page, "Graded requirements judge", patches);

  // One call answered both: every result has its grade (the mock's top grade, 4) and its
  // verdict on each requirement, and the agreement per requirement is read as without a scale.
  const runId = page.url().split("/").at(-1)!;
  const results = await prisma.judgeResult.findMany({ where: { runId } });
  expect(results.map((r) => [r.grade, r.label])).toEqual(results.map(() => [4, "VALID"]));
  expect(results.every((r) => r.requirements !== null)).toBe(true);
  const table = page.getByRole("region", { name: "Per requirement" });
  const first = table.getByTestId("requirement-agreement-row").first();
  await expect(first).toContainText(checklist[0]!.text);
  await expect(first.locator("td").nth(4)).toHaveText("100%");
  await expect(page.getByTestId("result-row").first().getByTestId("result-grade")).toHaveText("4");

  await page.getByTestId("result-row").first().click();
  const drawer = page.getByTestId("result-drawer");
  await expect(drawer.getByTestId("sample-grade").first()).toContainText("grade 4");
  const verdict = drawer.getByTestId("requirement-verdict").first();
  await expect(verdict).toContainText(checklist[0]!.text);
  await expect(verdict).toContainText("✓ met");
  await page.screenshot({ path: "/tmp/graded-requirements-result.png", fullPage: true });
});
